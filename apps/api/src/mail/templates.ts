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
