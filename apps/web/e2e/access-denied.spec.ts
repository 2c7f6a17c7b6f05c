// Journey (spec 8, 403): the demo assistant opens another assistant's mission and invoice by their
// addresses; each screen says 'Access denied' in her language, with a way back, not 'not found'.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, TEXT, type Lang } from './helpers/app';
import { apiSession } from './helpers/reports';

const OTHER = { email: 'other@relais.test', password: 'relais-demo' } as const;

/** The other assistant's client and invoice, as the server lists them to him. */
async function othersIds(request: APIRequestContext): Promise<{ clientId: string; invoiceId: string }> {
  const other = await apiSession(request, OTHER);
  const clients = await request.get(
    `/api/assistants/${other.userId}/clients?clientsToRetrieve=NEWANDACTIVE`,
    { headers: other.headers },
  );
  const invoices = await request.get(`/api/assistants/${other.userId}/invoices`, { headers: other.headers });
  expect(clients.ok() && invoices.ok()).toBe(true);
  const [client] = (await clients.json()) as { id: string }[];
  const [invoice] = (await invoices.json()) as { id: string }[];
  if (!client || !invoice) throw new Error('the seed gives the other assistant a client and an invoice');
  return { clientId: client.id, invoiceId: invoice.id };
}

const cases: {
  lang: Lang;
  locale: string;
  denied: string;
  backToMissions: RegExp;
  backToInvoices: RegExp;
}[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    denied: 'Accès refusé',
    backToMissions: /^retour aux missions$/i,
    backToInvoices: /^retour aux factures$/i,
  },
  {
    lang: 'en',
    locale: 'en-GB',
    denied: 'Access denied',
    backToMissions: /^back to missions$/i,
    backToInvoices: /^back to the invoices$/i,
  },
];

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test("another assistant's mission and invoice say access denied, with a way back", async ({
      page,
      request,
    }) => {
      const ids = await othersIds(request);
      await signIn(page, c.lang);

      await page.goto(`/activity/missions/${ids.clientId}`);
      await expect(page.getByRole('heading', { name: c.denied })).toBeVisible();
      await expect(page.getByText(TEXT[c.lang].notFound)).toHaveCount(0);
      await page.getByRole('button', { name: c.backToMissions }).click();
      await expect(page).toHaveURL(/\/activity\/missions$/);

      await page.goto(`/activity/invoices/view/${ids.invoiceId}`);
      await expect(page.getByRole('heading', { name: c.denied })).toBeVisible();
      await page.getByRole('button', { name: c.backToInvoices }).click();
      await expect(page).toHaveURL(/\/activity\/invoices$/);
    });
  });
}
