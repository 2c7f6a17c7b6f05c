// Journey (issue 15, recruitment) at phone size: the prospect in recruitment signs in and opens
// /user/newinfo. In English, she finds her identity document being checked; staff refuse it through
// the API with a reason, which she reads on the page, and she sends a new one. In French, with her
// profile steps filled elsewhere (through the API), she sends her diploma as a photo (compressed by
// the app: a JPEG of at most 1920 px reaches the server), is stopped early when she picks a photo
// for a PDF-only document, sends one document offline (it waits on its step, then is sent once
// when the network is back), then sends the last document: its state changes and the status moves to
// 'Dossier complet'. Staff validate the documents and recruit her through the API: the page says
// there is nothing left to complete, and her history tells it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, type Lang } from './helpers/app';
import { smallPdf, STAFF } from './helpers/invoices';
import { goOffline, goOnline } from './helpers/offline';
import { fillProfileSteps } from './helpers/profile-steps';
import { apiSession, jpegSize, pickGeneratedPhoto } from './helpers/reports';
import { test } from './helpers/test';

const PROSPECT = { email: 'prospect@relais.test', password: 'relais-demo' } as const;

// her own server: the journey recruits the seeded prospect, which no other journey should see

const key = () => ({ 'idempotency-key': crypto.randomUUID() });

const staffCall = async (request: APIRequestContext, url: string, data: object): Promise<void> => {
  const staff = await apiSession(request, STAFF);
  const res = await request.post(url, { headers: { ...staff.headers, ...key() }, data });
  expect(res.status(), await res.text()).toBe(200);
};
const review = (request: APIRequestContext, id: string, type: string, data: object) =>
  staffCall(request, `/api/staff/assistants/${id}/folder/${type}/review`, data);

const TEXT = {
  fr: {
    title: 'Mon recrutement',
    stepsLeft: 'À compléter',
    done: 'Déjà fait',
    status: (s: string) => `Statut : ${s}`,
  },
  en: {
    title: 'My recruitment',
    stepsLeft: 'To complete',
    done: 'Already done',
    status: (s: string) => `Status: ${s}`,
  },
} as const;

const openSteps = async (page: Page, lang: Lang) => {
  await signIn(page, lang, PROSPECT);
  await page.goto('/user/newinfo');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
};
const step = (page: Page, name: string) => page.getByRole('listitem', { name });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: smallPdf() });

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('a document refused by staff shows its reason and is sent again', async ({ page, request }) => {
    const api = await apiSession(request, PROSPECT);
    await openSteps(page, 'en');
    await expect(page.getByText(TEXT.en.status('Application in progress'))).toBeVisible();
    await expect(page.getByText('1 step done out of 8')).toBeVisible();
    const identity = page
      .getByRole('region', { name: TEXT.en.done })
      .getByRole('listitem', { name: 'Identity document' });
    await expect(identity.getByText('Sent, being checked')).toBeVisible();

    await review(request, api.userId, 'IDENTITY_DOCUMENT', {
      decision: 'REFUSE',
      reason: 'The photo is blurred',
    });
    await page.reload();
    const refused = page
      .getByRole('region', { name: TEXT.en.stepsLeft })
      .getByRole('listitem', { name: 'Identity document' });
    await expect(refused.getByText('Refused: send it again')).toBeVisible();
    await expect(refused.getByText('Reason: The photo is blurred')).toBeVisible();
    // her only sent document refused: still in progress, never back to 'received'
    await expect(page.getByText(TEXT.en.status('Application in progress'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('recruit-en-refused.png'), fullPage: true });

    await refused.getByLabel('Choose the file: Identity document').setInputFiles(pdf('passport.pdf'));
    await expect(page.getByText('Document sent')).toBeVisible();
    const again = page
      .getByRole('region', { name: TEXT.en.done })
      .getByRole('listitem', { name: 'Identity document' });
    await expect(again.getByText('Sent, being checked')).toBeVisible();
    await expect(again.getByText('File sent: passport.pdf')).toBeVisible();
  });
});

test('the prospect completes her steps, the status moves, then staff recruit her', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, PROSPECT);
  await fillProfileSteps(request, api);
  await openSteps(page, 'fr');
  const left = page.getByRole('region', { name: TEXT.fr.stepsLeft });
  const done = page.getByRole('region', { name: TEXT.fr.done });
  await expect(page.getByText(TEXT.fr.status('Dossier en cours'))).toBeVisible();
  await expect(left.getByRole('listitem')).toHaveCount(3);
  await expect(left.getByRole('link', { name: 'Compléter mes compétences' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('recruit-fr-start.png'), fullPage: true });

  // the diploma as a photo: compressed by the app before it is queued and sent
  const diploma = step(page, 'Dernier diplôme');
  await pickGeneratedPhoto(diploma.getByLabel('Choisir le fichier : Dernier diplôme'), {
    width: 4000,
    height: 3000,
    name: 'diplome.jpg',
  });
  await expect(
    done.getByRole('listitem', { name: 'Dernier diplôme' }).getByText('Envoyé, en cours de vérification'),
  ).toBeVisible();

  // a PDF-only document refuses a photo at once, without sending anything
  const certificate = left.getByRole('listitem', { name: "Attestation d'immatriculation" });
  await certificate.getByLabel("Choisir le fichier : Attestation d'immatriculation").setInputFiles({
    name: 'kbis.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
  });
  await expect(certificate.getByRole('alert')).toHaveText(/doit être un PDF/);
  await expect(page.getByText(TEXT.fr.status('Dossier en cours'))).toBeVisible();

  // offline: the document waits in the outbox, marked on its step, and is sent once when back
  const context = page.context();
  const sends: string[] = [];
  context.on('requestfinished', (req) => {
    if (req.method() === 'PUT' && req.url().includes('/recruitment/CRIMINAL_RECORD')) sends.push(req.url());
  });
  await goOffline(context);
  const record = left.getByRole('listitem', { name: 'Extrait de casier judiciaire' });
  await record
    .getByLabel('Choisir le fichier : Extrait de casier judiciaire')
    .setInputFiles(pdf('casier.pdf'));
  await expect(page.getByText('Le document sera envoyé au retour de la connexion')).toBeVisible();
  await expect(record.getByText('En attente de connexion')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recruit-fr-offline.png'), fullPage: true });
  await goOnline(context);
  await expect(
    done
      .getByRole('listitem', { name: 'Extrait de casier judiciaire' })
      .getByText('Envoyé, en cours de vérification'),
  ).toBeVisible();
  expect(sends).toHaveLength(1);
  // the last step: the status moves
  await certificate
    .getByLabel("Choisir le fichier : Attestation d'immatriculation")
    .setInputFiles(pdf('avis-sirene.pdf'));
  await expect(page.getByText(TEXT.fr.status('Dossier complet'))).toBeVisible();
  await expect(page.getByText('Toutes les étapes sont faites')).toBeVisible();
  await expect(page.getByText('8 étapes faites sur 8')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recruit-fr-complete.png'), fullPage: true });

  // the photo reached the server re-encoded: a JPEG of at most 1920 px
  const steps = (await (
    await request.get(`/api/assistants/${api.userId}/recruitment`, { headers: api.headers })
  ).json()) as { steps: { step: string; file: { id: string; type: string } | null }[] };
  const photo = steps.steps.find((s) => s.step === 'LAST_DIPLOMA')?.file;
  expect(photo?.type).toBe('image/jpeg');
  const link = (await (
    await request.get(`/api/files/token?userId=${api.userId}&fileId=${photo?.id ?? ''}`, {
      headers: api.headers,
    })
  ).json()) as { url: string };
  const bytes = await (await request.get(link.url)).body();
  expect(Math.max(jpegSize(bytes).width, jpegSize(bytes).height)).toBeLessThanOrEqual(1920);

  // staff check every document, then recruit her
  for (const type of [
    'IDENTITY_DOCUMENT',
    'CRIMINAL_RECORD',
    'LAST_DIPLOMA',
    'REGISTRATION_CERTIFICATE',
    'BANK_DETAILS',
  ]) {
    await review(request, api.userId, type, { decision: 'VALIDATE' });
  }
  await staffCall(request, `/api/staff/assistants/${api.userId}/recruitment/decision`, {
    decision: 'RECRUITED',
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rien à compléter' })).toBeVisible();
  await expect(page.getByText(TEXT.fr.status('Recrutement validé'))).toBeVisible();
  await expect(page.getByText(/Bienvenue dans l'équipe/)).toBeVisible();
  await expect(page.getByRole('region', { name: TEXT.fr.stepsLeft, exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('recruit-fr-recruited.png'), fullPage: true });

  await page.goto('/history');
  await expect(page.getByText('Statut du recrutement : recrutement validé')).toBeVisible();
  await expect(
    page.getByText("Recrutement : document envoyé (Attestation d'immatriculation), dossier complet"),
  ).toBeVisible();
});
