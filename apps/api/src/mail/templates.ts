import type { Language } from '../lib/language';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A small HTML body around paragraphs and one button link (inline styles: mail clients drop CSS). */
export const htmlBody = (
  lang: Language,
  paragraphs: string[],
  link: { url: string; label: string },
): string =>
  [
    `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#2e7d32;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:12px;color:#52606d">${escapeHtml(link.url)}</p>`,
    '</body></html>',
  ].join('\n');

const TEXTS = {
  fr: {
    subject: 'Confirmez votre nouvelle adresse de connexion Relais',
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (email: string, hours: number) =>
      `Vous avez demandé à vous connecter à Relais avec l'adresse ${email}. Pour confirmer ce changement, ouvrez le lien ci-dessous dans les ${hours} heures. Il ne sert qu'une fois.`,
    ignore:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse de connexion ne change pas.",
    button: 'Confirmer ma nouvelle adresse',
  },
  en: {
    subject: 'Confirm your new Relais sign-in email',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (email: string, hours: number) =>
      `You asked to sign in to Relais with ${email}. To confirm this change, open the link below within ${hours} hours. It works once.`,
    ignore: 'If you did not ask for this, ignore this message: your sign-in email stays the same.',
    button: 'Confirm my new email',
  },
} as const;

const NOTICE_TEXTS = {
  fr: {
    subject: 'Votre adresse de connexion Relais va changer',
    body: (email: string) =>
      `Une demande vient d'être faite pour vous connecter à Relais avec l'adresse ${email} au lieu de celle-ci. Le changement a lieu quand le lien envoyé à ${email} est ouvert ; vos autres appareils sont alors déconnectés.`,
    cancel: (days: number) =>
      `Si vous n'êtes pas à l'origine de cette demande, ouvrez le lien ci-dessous (valable ${days} jours, une seule fois) : il annule le changement, vous rend cette adresse et déconnecte tous les appareils. Choisissez ensuite un nouveau mot de passe.`,
    button: 'Annuler ce changement',
  },
  en: {
    subject: 'Your Relais sign-in email is about to change',
    body: (email: string) =>
      `Someone just asked to sign in to Relais with ${email} instead of this address. The change happens when the link sent to ${email} is opened; your other devices are then signed out.`,
    cancel: (days: number) =>
      `If you did not ask for this, open the link below (valid ${days} days, once): it cancels the change, gives you this address back and signs out every device. Then choose a new password.`,
    button: 'Cancel this change',
  },
} as const;

/** The mail sent at once to the CURRENT (old) address of a login email change, with its cancel link. */
export const emailChangeNoticeMail = (
  lang: Language,
  input: { firstName: string; newEmail: string; link: string; days: number },
): MailContent => {
  const t = NOTICE_TEXTS[lang];
  const hello = TEXTS[lang].hello(input.firstName);
  const paragraphs = [hello, t.body(input.newEmail), t.cancel(input.days)];
  return {
    subject: t.subject,
    text: [...paragraphs, '', input.link].join('\n'),
    html: htmlBody(lang, paragraphs, { url: input.link, label: t.button }),
  };
};

/** The mail sent to the NEW address of a login email change, with its confirmation link. */
export const emailChangeMail = (
  lang: Language,
  input: { firstName: string; newEmail: string; link: string; hours: number },
): MailContent => {
  const t = TEXTS[lang];
  const paragraphs = [t.hello(input.firstName), t.body(input.newEmail, input.hours), t.ignore];
  return {
    subject: t.subject,
    text: [...paragraphs.slice(0, 2), '', input.link, '', paragraphs[2]].join('\n'),
    html: htmlBody(lang, paragraphs, { url: input.link, label: t.button }),
  };
};
