import type { Language } from '../lib/language';
import { htmlBody, type MailContent } from './templates';

/** The texts of the account access mails (a reset link, a subscription link), in both languages. */
const TEXTS = {
  fr: {
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    reset: {
      subject: 'Réinitialisez votre mot de passe Relais',
      body: (hours: number) =>
        `Vous avez demandé à réinitialiser votre mot de passe Relais. Ouvrez le lien ci-dessous dans les ${hours} heures pour en choisir un nouveau. Il ne sert qu'une fois.`,
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe ne change pas.",
      button: 'Choisir un nouveau mot de passe',
    },
    subscribe: {
      subject: 'Bienvenue sur Relais : choisissez votre mot de passe',
      body: (hours: number) =>
        `Votre compte Relais est prêt. Ouvrez le lien ci-dessous dans les ${hours} heures pour choisir votre mot de passe et vous connecter. Il ne sert qu'une fois.`,
      ignore: 'Passé ce délai, demandez un nouveau lien depuis la page « Première connexion » de Relais.',
      button: 'Choisir mon mot de passe',
    },
    changed: {
      subject: 'Votre mot de passe Relais a été modifié',
      body: () =>
        'Le mot de passe de votre compte Relais vient d’être modifié. Vos autres appareils ont été déconnectés.',
      ignore:
        "Si vous n'êtes pas à l'origine de ce changement, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion.",
      button: 'Ouvrir la page de connexion',
    },
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    reset: {
      subject: 'Reset your Relais password',
      body: (hours: number) =>
        `You asked to reset your Relais password. Open the link below within ${hours} hours to choose a new one. It works once.`,
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
      button: 'Choose a new password',
    },
    subscribe: {
      subject: 'Welcome to Relais: choose your password',
      body: (hours: number) =>
        `Your Relais account is ready. Open the link below within ${hours} hours to choose your password and sign in. It works once.`,
      ignore: "After that, ask for a new link from Relais's 'First sign-in' page.",
      button: 'Choose my password',
    },
    changed: {
      subject: 'Your Relais password was changed',
      body: () => 'The password of your Relais account was just changed. Your other devices were signed out.',
      ignore:
        "If you did not make this change, choose a new password now with 'Forgot your password?' on the sign-in page.",
      button: 'Open the sign-in page',
    },
  },
} as const;

/**
 * A reset (`reset`) or subscription (`subscribe`) mail with its single-use link, or the notice of a
 * password change (`changed`, the link is the sign-in page).
 */
export const accessMail = (
  lang: Language,
  kind: 'reset' | 'subscribe' | 'changed',
  input: { firstName: string; link: string; hours: number },
): MailContent => {
  const t = TEXTS[lang];
  const k = t[kind];
  const paragraphs = [t.hello(input.firstName), k.body(input.hours), k.ignore];
  return {
    subject: k.subject,
    text: [...paragraphs.slice(0, 2), '', input.link, '', paragraphs[2]].join('\n'),
    html: htmlBody(lang, paragraphs, { url: input.link, label: k.button }),
  };
};
