// Journey (issue 12, defect 7): history lines in both languages. The assistant changes a half-day of
// availability and adds an absence, then reads both on /history as sentences of her language, with
// dates written for it ('1er' for the first of a month in French), never the server's raw values.
// In English, the reference data the app loads is English too.
import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { signIn, type Lang } from './helpers/app';

/**
 * The month of the French run's absence (the English run takes the next): far past the days the other
 * journeys' absences take on the shared server (theirs start 60 to 300 days ahead and move on by 3 days
 * past taken ones), so the 1st to 3rd are free whatever today's date (5 months ahead once met one of them).
 */
const FR_MONTHS_AHEAD = 17;

/** `YYYY-MM-DD` of day `day` of the month `monthsAhead` months after this one. */
const dayOfMonthAhead = (monthsAhead: number, day: number): string => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsAhead, day));
  return d.toISOString().slice(0, 10);
};

const TEXT = {
  fr: {
    nav: /navigation principale/i,
    availability: 'Disponibilités',
    history: 'Historique',
    cell: /^Samedi matin, (disponible|indisponible)$/,
    state: { true: 'disponible', false: 'indisponible' },
    addAbsence: 'Ajouter une absence',
    start: 'Date de début',
    end: 'Date de fin',
    label: 'Intitulé',
    save: 'Enregistrer',
    list: 'Activité',
    cellLine: (state: string) => `Disponibilité : samedi matin, ${state}`,
    absenceLine: (label: string) =>
      new RegExp(`^Absence ajoutée : ${label}, du 1er \\S+ \\d{4} au 3 \\S+ \\d{4}$`),
  },
  en: {
    nav: /main navigation/i,
    availability: 'Availability',
    history: 'History',
    cell: /^Saturday morning, (available|unavailable)$/,
    state: { true: 'available', false: 'unavailable' },
    addAbsence: 'Add an absence',
    start: 'Start date',
    end: 'End date',
    label: 'Label',
    save: 'Save',
    list: 'Activity',
    cellLine: (state: string) => `Availability: Saturday morning, ${state}`,
    absenceLine: (label: string) =>
      new RegExp(`^Absence added: ${label}, from 1 \\S+ \\d{4} to 3 \\S+ \\d{4}$`),
  },
} as const;

/** Toggles Saturday morning and adds an absence (1st to 3rd of a month ahead); answers what to read. */
async function changeAvailability(
  page: Page,
  lang: Lang,
  monthsAhead: number,
): Promise<{ state: string; label: string }> {
  const t = TEXT[lang];
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.availability }).click();
  await expect(page).toHaveURL(/\/availability$/);
  const cell = page.getByRole('button', { name: t.cell });
  const now = (await cell.getAttribute('aria-pressed')) !== 'true';
  await cell.click();
  await expect(cell).toHaveAttribute('aria-pressed', String(now));

  const label = `Congés ${lang} ${Date.now()}`;
  await page.getByRole('link', { name: t.addAbsence }).click();
  await page.getByLabel(t.start).fill(dayOfMonthAhead(monthsAhead, 1));
  await page.getByLabel(t.end).fill(dayOfMonthAhead(monthsAhead, 3));
  await page.getByLabel(t.label).fill(label);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page).toHaveURL(/\/availability$/);
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  return { state: now ? t.state.true : t.state.false, label };
}

async function expectHistoryLines(
  page: Page,
  lang: Lang,
  change: { state: string; label: string },
): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.history }).click();
  await expect(page).toHaveURL(/\/history$/);
  const list = page.getByRole('list', { name: t.list });
  // newest first: the absence, then the half-day
  await expect(list.getByRole('listitem').nth(0).getByRole('link')).toHaveText(t.absenceLine(change.label));
  await expect(list.getByRole('listitem').nth(1)).toContainText(t.cellLine(change.state));
  // no raw value of the server anywhere in the list
  await expect(list.getByText(/\b\d (MORNING|AFTERNOON) (ON|OFF)\b|\d{4}-\d{2}-\d{2}/)).toHaveCount(0);
}

test('history lines read as French sentences', async ({ page }) => {
  await signIn(page, 'fr');
  const change = await changeAvailability(page, 'fr', FR_MONTHS_AHEAD);
  await expectHistoryLines(page, 'fr', change);
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('history lines read as English sentences', async ({ page }) => {
    // the reference data the app loads after sign-in comes in English (the app sends its language)
    const taskGroups = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/taskgroups' && r.ok());
    await signIn(page, 'en');
    const groups = (await (await taskGroups).json()) as { code: string; label: string }[];
    expect(groups[0]).toMatchObject({ code: 'TG1', label: 'Reception' });
    const change = await changeAvailability(page, 'en', FR_MONTHS_AHEAD + 1);
    await expectHistoryLines(page, 'en', change);
  });
});
