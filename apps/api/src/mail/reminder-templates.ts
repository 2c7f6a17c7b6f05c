import type { FolderFileType, Readiness } from '@relais/domain';
import type { Language } from '../lib/language';
import { htmlBody, type MailContent } from './templates';

type Blocker = Readiness['blockers'][number];

/** A date as her language writes it (`2026-11-28` -> `28/11/2026` or `28 Nov 2026`). */
const day = (lang: Language, iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const monthName = (lang: Language, month: string): string =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const TEXTS = {
  fr: {
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    report: {
      subject: (client: string) => `Votre rapport pour ${client} est à rédiger`,
      body: (client: string, date: string) =>
        `Votre intervention du ${date} chez ${client} est terminée et son rapport n'est pas encore rédigé. Rédigez-le tant que vos souvenirs sont frais : il compte pour votre facture du mois.`,
      button: 'Rédiger le rapport',
    },
    document: {
      subject: (name: string, daysLeft: number) =>
        daysLeft > 0 ? `${name} : expire dans ${daysLeft} jours` : `${name} : expire aujourd'hui`,
      expired: (name: string) => `${name} : document expiré`,
      body: (name: string, date: string, daysLeft: number) =>
        daysLeft >= 0
          ? `Votre document « ${name} » arrive à échéance le ${date}. Envoyez le nouveau dans votre dossier administratif pour que vos factures ne soient pas bloquées.`
          : `Votre document « ${name} » a expiré le ${date}. Envoyez le nouveau dans votre dossier administratif pour que vos factures ne soient pas bloquées.`,
      button: 'Ouvrir mon dossier',
    },
    invoice: {
      subject: (month: string) => `Les factures de ${month} sont ouvertes`,
      ready: (month: string) =>
        `Vous pouvez envoyer dès aujourd'hui votre facture de ${month} : rien ne la bloque.`,
      blocked: (month: string) =>
        `Vous pouvez envoyer dès aujourd'hui votre facture de ${month}. Avant cela, il reste à régler :`,
      button: 'Ouvrir mes factures',
    },
    documents: {
      BANK_DETAILS: 'Coordonnées bancaires (IBAN et BIC)',
      SIGNED_CONTRACT: 'Contrat signé',
      INSEE_CARD: 'Carte INSEE',
      PROFESSIONAL_INSURANCE: 'Assurance professionnelle',
      REGISTRATION_CERTIFICATE: "Certificat d'immatriculation",
      CRIMINAL_RECORD: 'Extrait de casier judiciaire',
      IDENTITY_DOCUMENT: "Pièce d'identité",
      LAST_DIPLOMA: 'Dernier diplôme',
      OTHER: 'Autres fichiers',
    },
    blockers: {
      reports_to_write: (n: number) => (n === 1 ? 'un rapport à rédiger' : `${n} rapports à rédiger`),
      reports_awaiting_validation: (n: number) =>
        n === 1
          ? 'un rapport en attente de validation par le prestataire'
          : `${n} rapports en attente de validation par le prestataire`,
      insurance_missing: () => "votre assurance professionnelle n'a pas de date d'expiration",
      insurance_expired: (_: number, date: string) => `votre assurance professionnelle a expiré le ${date}`,
      insurance_expires_before_window: (_: number, date: string) =>
        `votre assurance professionnelle expire le ${date}, avant l'ouverture des envois`,
      contract_not_signed: () => "votre contrat n'est pas signé",
      invoice_invalidated: () => 'une facture précédente a été invalidée',
    },
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    report: {
      subject: (client: string) => `Your report for ${client} is to write`,
      body: (client: string, date: string) =>
        `Your intervention of ${date} at ${client} is over and its report is not written yet. Write it while you remember it well: it counts for this month's invoice.`,
      button: 'Write the report',
    },
    document: {
      subject: (name: string, daysLeft: number) =>
        daysLeft > 0 ? `${name}: expires in ${daysLeft} days` : `${name}: expires today`,
      expired: (name: string) => `${name}: document expired`,
      body: (name: string, date: string, daysLeft: number) =>
        daysLeft >= 0
          ? `Your document "${name}" expires on ${date}. Send the new one in your administrative file so that your invoices are not blocked.`
          : `Your document "${name}" expired on ${date}. Send the new one in your administrative file so that your invoices are not blocked.`,
      button: 'Open my file',
    },
    invoice: {
      subject: (month: string) => `Invoices for ${month} are open`,
      ready: (month: string) => `You can send your invoice for ${month} from today: nothing blocks it.`,
      blocked: (month: string) =>
        `You can send your invoice for ${month} from today. Before that, still to settle:`,
      button: 'Open my invoices',
    },
    documents: {
      BANK_DETAILS: 'Bank details (IBAN and BIC)',
      SIGNED_CONTRACT: 'Signed contract',
      INSEE_CARD: 'INSEE card',
      PROFESSIONAL_INSURANCE: 'Professional insurance',
      REGISTRATION_CERTIFICATE: 'Registration certificate',
      CRIMINAL_RECORD: 'Criminal record extract',
      IDENTITY_DOCUMENT: 'Identity document',
      LAST_DIPLOMA: 'Last diploma',
      OTHER: 'Other files',
    },
    blockers: {
      reports_to_write: (n: number) => (n === 1 ? 'one report to write' : `${n} reports to write`),
      reports_awaiting_validation: (n: number) =>
        n === 1
          ? "one report awaiting the provider's validation"
          : `${n} reports awaiting the provider's validation`,
      insurance_missing: () => 'your professional insurance has no expiry date',
      insurance_expired: (_: number, date: string) => `your professional insurance expired on ${date}`,
      insurance_expires_before_window: (_: number, date: string) =>
        `your professional insurance expires on ${date}, before submissions open`,
      contract_not_signed: () => 'your contract is not signed',
      invoice_invalidated: () => 'a previous invoice was invalidated',
    },
  },
} as const;

const mail = (
  lang: Language,
  subject: string,
  paragraphs: string[],
  url: string,
  button: string,
): MailContent => ({
  subject,
  text: [...paragraphs, url].join('\n\n'),
  html: htmlBody(lang, paragraphs, { url, label: button }),
});

/** The mail of a report not written on the evening of its intervention. */
export const reportReminderMail = (
  lang: Language,
  facts: { firstName: string; clientName: string; date: string; url: string },
): MailContent => {
  const t = TEXTS[lang];
  return mail(
    lang,
    t.report.subject(facts.clientName),
    [t.hello(facts.firstName), t.report.body(facts.clientName, day(lang, facts.date))],
    facts.url,
    t.report.button,
  );
};

/** The mail of a document reaching its limit day (30 and 7 days before, the day, or just past). */
export const documentReminderMail = (
  lang: Language,
  facts: {
    firstName: string;
    fileType: FolderFileType;
    expirationDate: string;
    daysLeft: number;
    url: string;
  },
): MailContent => {
  const t = TEXTS[lang];
  const name = t.documents[facts.fileType];
  const subject = facts.daysLeft < 0 ? t.document.expired(name) : t.document.subject(name, facts.daysLeft);
  return mail(
    lang,
    subject,
    [t.hello(facts.firstName), t.document.body(name, day(lang, facts.expirationDate), facts.daysLeft)],
    facts.url,
    t.document.button,
  );
};

/** The mail of the invoice window's opening: 'ready', or what still blocks her invoice. */
export const invoiceWindowMail = (
  lang: Language,
  facts: { firstName: string; month: string; blockers: Blocker[]; url: string },
): MailContent => {
  const t = TEXTS[lang];
  const month = monthName(lang, facts.month);
  const lines = facts.blockers.map(
    (b) => `- ${t.blockers[b.code](b.count ?? 0, b.date ? day(lang, b.date) : '')}`,
  );
  const paragraphs =
    lines.length === 0
      ? [t.hello(facts.firstName), t.invoice.ready(month)]
      : [t.hello(facts.firstName), t.invoice.blocked(month), ...lines];
  return mail(lang, t.invoice.subject(month), paragraphs, facts.url, t.invoice.button);
};
