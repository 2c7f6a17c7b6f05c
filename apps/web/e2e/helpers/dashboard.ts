// Helpers of the home, missions and history journeys: the server's figures, formatted as the app
// shows them in French, so a journey compares the screen to what the API answers right now.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiSession } from './reports';

export type DashboardAnswer = {
  kpi: {
    minutesDone: number;
    reportsToWrite: number;
    reportsAwaitingValidation: number;
    revenue: number;
    nextIntervention: { id: string; label: string; clientName: string } | null;
  } | null;
  warnings: { planningUpdateDue: boolean; insurance: string; expertiseToUpdate: boolean; academy: string };
  completion: { total: number };
};
export type ClientAnswer = {
  id: string;
  pro: boolean;
  company: string | null;
  name: string;
  active: boolean;
  other: boolean;
};
export type LogAnswer = { content: { id: string; label: string }[]; totalElements: number };

export async function getJson<T>(request: APIRequestContext, api: ApiSession, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: api.headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

export const dashboardOf = (request: APIRequestContext, api: ApiSession): Promise<DashboardAnswer> =>
  getJson(request, api, `/dashboard?userId=${api.userId}`);

/** Spec 9 durations: 2h, 2h15, 45m, 00h00. */
export const durationText = (minutes: number): string => {
  if (minutes <= 0) return '00h00';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h${String(m).padStart(2, '0')}`;
};

/** French money, as the app formats it (Intl, EUR, 2 decimals). */
export const moneyText = (euros: number): string =>
  new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(euros);

/** The value shown under a KPI's label. */
export const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');

/** The label the app gives a client (company, 'Particulier', 'Société inconnue'). */
export const clientLabel = (c: ClientAnswer): string =>
  !c.pro ? 'Particulier' : c.company?.trim() || 'Société inconnue';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: /navigation principale/i });
