// Journey (issue 29): the team inbox at 1280x800. Support (admin) opens the demo assistant's
// conversation from /staff/messages, replies with rich text and a PDF, and the assistant, in her app,
// finds the reply unread in her inbox, with its attachment icon, opens it and downloads the file. The admin gives the finance member `support` (the team call) and assigns
// her the conversation: signed in as her, she finds it under "assigned to me", marks it done and it
// leaves that box; read, it is not in "unread". axe clean on the inbox and an open conversation.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { axeViolations } from './helpers/axe';
import { signIn } from './helpers/app';
import { smallPdf } from './helpers/invoices';
import { apiSession } from './helpers/reports';
import { ADMIN_STAFF, FINANCE_STAFF, consoleNav, signInStaff } from './helpers/staff';

// bypassCSP: axe-core is injected as a script (the app's CSP refuses any other)
test.use({ viewport: { width: 1280, height: 800 }, bypassCSP: true });

const SHOTS = process.env.RELAIS_E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const conversations = (page: Page) =>
  page.getByRole('table', { name: 'Conversations, les plus récentes d’abord' });
const camille = (page: Page) => conversations(page).getByRole('link', { name: /^Camille Durand/ });

test('support replies from the inbox; she sees it unread; assigned to another member, found and done', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // three people sign in one after the other (support, the assistant, another member): a long journey
  test.slow();
  const word = `ECLAIR${Date.now()}`;
  const admin = await apiSession(request, ADMIN_STAFF);
  const finance = await apiSession(request, FINANCE_STAFF);
  const put = await request.put(`/api/staff/team/${finance.userId}/permissions`, {
    headers: { ...admin.headers, 'idempotency-key': crypto.randomUUID() },
    data: { permissions: ['finance', 'support'] },
  });
  expect(put.status(), await put.text()).toBeLessThan(300);

  await signInStaff(page, 'fr', ADMIN_STAFF);
  // the home's unanswered tile opens the unread box
  await expect(page.getByRole('link', { name: /Messages sans réponse/ })).toHaveAttribute(
    'href',
    '/staff/messages?box=unread',
  );
  await consoleNav(page).getByRole('link', { name: 'Messagerie de l’équipe' }).click();
  await expect(page).toHaveURL(/\/staff\/messages$/);
  await expect(page.getByRole('button', { name: 'Tous' })).toHaveAttribute('aria-pressed', 'true');
  await expect(camille(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'inbox-fr');

  await camille(page).click();
  await expect(page).toHaveURL(/open=/);
  const panel = page.getByRole('region', { name: 'Conversation avec Camille Durand' });
  await expect(
    panel
      .getByRole('list', { name: /Le fil/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  const editor = panel.getByRole('textbox', { name: 'Votre réponse' });
  await editor.click();
  await page.keyboard.type(`Bien reçu ${word}, merci.`);
  // a file for the reply: uploaded when picked, listed with its remove button
  await panel
    .getByLabel('Ajouter un fichier')
    .setInputFiles({ name: 'devis-equipe.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
  await expect(panel.getByRole('button', { name: 'Retirer devis-equipe.pdf' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Pièces jointes (1/5)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(panel.getByText('Réponse envoyée.')).toBeVisible();
  await expect(panel.getByText(`Bien reçu ${word}, merci.`)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retirer devis-equipe.pdf' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Enregistrer devis-equipe.pdf' }).last()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'conversation-fr');
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'conversation-768');
  await page.setViewportSize({ width: 1280, height: 800 });

  // assigned to the finance member (now in the team that answers)
  await panel.getByRole('combobox', { name: 'Attribuer à' }).selectOption({ label: 'Julie Marchand' });
  await expect(
    conversations(page)
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: /^Camille Durand/ }) }),
  ).toContainText('Julie Marchand');
  // read: not in the unread box
  await page.getByRole('button', { name: 'Non lus' }).click();
  await expect(page).toHaveURL(/box=unread/);
  await expect(page.getByText(/\d+ conversations?|Aucune conversation ici\./).first()).toBeVisible();
  await expect(camille(page)).toHaveCount(0);

  // she sees the reply in her inbox, unread
  const her = await browser.newPage({ baseURL });
  await signIn(her);
  await her.goto('/messaging/reception');
  const line = her.getByRole('listitem').filter({ hasText: word });
  await expect(line).toBeVisible();
  await expect(line.getByRole('link')).toContainText('Non lu :');
  await expect(line).toContainText('avec 1 pièce jointe');
  // she opens it and downloads the team's file as she would any attachment
  await line.getByRole('link').click();
  const download = her.waitForEvent('download');
  await her.getByRole('button', { name: 'Ouvrir la pièce jointe devis-equipe.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('devis-equipe.pdf');
  await her.close();

  // the other member finds it under "assigned to me", marks it done: it leaves the box
  const julie = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInStaff(julie, 'fr', FINANCE_STAFF);
  await julie.goto('/staff/messages?box=mine');
  await expect(julie.getByRole('button', { name: 'Qui me sont attribués' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await camille(julie).click();
  const hers = julie.getByRole('region', { name: 'Conversation avec Camille Durand' });
  await hers.getByRole('button', { name: 'Marquer traité' }).click();
  await expect(hers.getByRole('button', { name: 'Rouvrir' })).toBeVisible();
  await expect(camille(julie)).toHaveCount(0);
  await julie.close();
});
