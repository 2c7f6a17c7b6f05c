import { afterAll, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { errorText } from './error-message';
import { ApiError } from './http';
import { installMessages } from './i18n';

/**
 * The server's rule refusals for interventions, reports, files and invoices (spec 8 known server
 * messages, and the codes Relais adds), as the user reads them in each language.
 */
const TEXTS: Record<string, [fr: string, en: string]> = {
  start_before_6am: [
    'Une intervention ne peut pas commencer avant 6 h',
    'An intervention cannot start before 6am',
  ],
  end_after_midnight: [
    'Une intervention doit se terminer avant minuit',
    'An intervention must end before midnight',
  ],
  intervention_delete_under_48h: [
    'Une intervention ne peut pas être supprimée moins de 48 h à l’avance',
    'An intervention cannot be deleted less than 48 hours ahead',
  ],
  deletion_in_month_must_be_explained: [
    'La suppression d’une intervention du mois en cours doit être justifiée',
    'Deleting an intervention of the current month must be explained',
  ],
  missing_expense_file: [
    'Un justificatif est manquant pour une dépense',
    'A proof is missing for an expense',
  ],
  image_too_big: ['L’image est trop volumineuse', 'The image is too big'],
  file_too_complex: [
    'Ce fichier est trop complexe pour être vérifié : enregistrez-le de nouveau (ou imprimez-le en PDF) ou envoyez une version plus légère',
    'This file is too complex to be checked: save it again (or print it to PDF) or send a lighter version',
  ],
  file_content_type_not_allowed: ['Ce type de fichier n’est pas autorisé', 'This file type is not allowed'],
  premium_not_eligible: [
    'Cette intervention n’est pas éligible aux services premium',
    'This intervention is not eligible for premium services',
  ],
  premium_waiting_client_answer: [
    'Les services premium attendent la réponse du client',
    "The premium services are waiting for the client's answer",
  ],
  premium_rejected: [
    'Les services premium ont été refusés par le client',
    'The premium services were rejected by the client',
  ],
  report_short_needs_comment: [
    'Une intervention de moins de 3 h doit être justifiée par un commentaire',
    'An intervention under 3 hours needs a comment explaining why',
  ],
  report_over_12_hours: [
    'La durée totale des tâches ne peut pas dépasser 12 h',
    'The tasks together cannot last more than 12 hours',
  ],
  remote_report_under_15_min: [
    'Un rapport de télétravail doit totaliser au moins 15 minutes',
    'A remote work report must total at least 15 minutes',
  ],
  file_name_not_allowed: ['Ce nom de fichier n’est pas autorisé', 'This file name is not allowed'],
  file_content_invalid: [
    'Ce fichier est abîmé ou n’est pas du type annoncé',
    'This file is damaged or not the type it claims to be',
  ],
  pdf_active_content: [
    'Ce PDF contient des scripts, des actions ou des pièces jointes : enregistrez-le de nouveau en PDF simple',
    'This PDF contains scripts, actions or attachments: save it again as a plain PDF',
  ],
  file_quota_exceeded: [
    'Votre espace de stockage est plein (500 Mo) : supprimez des fichiers avant d’en envoyer d’autres',
    'Your storage is full (500 MB): delete files before sending more',
  ],
  too_many_uploads: [
    'Trop de fichiers envoyés en peu de temps. Réessayez dans quelques minutes.',
    'Too many files sent in a short time. Try again in a few minutes.',
  ],
  invalid_characters: [
    'Ce texte contient un caractère qui ne peut pas être enregistré (un caractère de contrôle invisible ou un symbole incomplet) : retirez-le puis réessayez',
    'This text contains a character that cannot be saved (an invisible control character or a broken symbol): remove it and try again',
  ],
  invalidated_invoice_window: [
    'Une facture invalidée peut être renvoyée jusqu’au 17 du mois ou à partir du 20',
    'An invalidated invoice can be sent again until the 17th of the month or from the 20th',
  ],
};

// the API's rule refusal: 400, the rule's code at the top and on its field
const refusal = (code: string) =>
  new ApiError(400, {
    success: false,
    errorCode: code,
    message: 'rule',
    errors: [{ errorCode: code, field: 'x' }],
  } as unknown as ConstructorParameters<typeof ApiError>[1]);

describe('rule refusals read in both languages', () => {
  afterAll(() => installMessages('en', en));

  it.each(Object.entries(TEXTS))('%s', (code, [frText, enText]) => {
    installMessages('fr', fr);
    expect(errorText(refusal(code))).toBe(frText);
    installMessages('en', en);
    expect(errorText(refusal(code))).toBe(enText);
  });
});
