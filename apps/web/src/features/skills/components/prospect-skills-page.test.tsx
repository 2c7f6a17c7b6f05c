import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { ProspectSkillsPage } from './prospect-skills-page';

type Handler = (url: string, init: RequestInit) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = (status: number, errorCode: string, errors: { field: string; errorCode: string }[] = []) =>
  json(status, { success: false, errorCode, message: errorCode, errors });

const installFetch = (handler: Handler) => {
  const calls: { url: string; method: string; body: unknown; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    });
    return Promise.resolve(handler(url, init));
  });
  return calls;
};

const EXPERTISE = { expertiseIds: [], expertises: [{ id: 'PAYROLL', code: 'PAYROLL', label: 'Payroll' }] };
const stored = (url: string, init: RequestInit): Response | null => {
  if (init.method !== 'GET') return null;
  return url.endsWith('/expertise')
    ? json(200, EXPERTISE)
    : json(200, { skills: [{ kind: 'lang', label: 'English', grade: 3 }], updatedAt: null });
};

describe("the prospect's public page", () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows her skills from the link, saves what changed, and says so', async () => {
    const echo = (init: RequestInit) =>
      json(200, { ...(JSON.parse(init.body as string) as { skills: unknown[] }), updatedAt: null });
    const calls = installFetch((url, init) => stored(url, init) ?? echo(init));
    render(<ProspectSkillsPage randomString="tok" />);
    const english = await screen.findByRole('group', { name: 'Level in English' });
    expect(within(english).getByRole<HTMLInputElement>('radio', { name: /^3 out of 5/ }).checked).toBe(true);
    fireEvent.click(within(english).getByRole('radio', { name: /^5 out of 5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Saved\. Thank you!/);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/skills/direct/tok',
      'GET /api/skills/direct/tok/expertise',
      'PUT /api/skills/direct/tok',
    ]);
    expect(calls[2]?.body).toEqual({ skills: [{ kind: 'lang', label: 'English', grade: 5 }] });
    expect(calls.every((c) => !(c.init.headers as Record<string, string>)['authorization'])).toBe(true);
  });

  it('an unknown, expired or ended link shows a page that says so, not the editor', async () => {
    installFetch(() => failure(404, 'skills_link_invalid'));
    render(<ProspectSkillsPage randomString="nope" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("a refusal reopens on what she typed with the server's reason at the field", async () => {
    installFetch(
      (url, init) =>
        stored(url, init) ??
        failure(400, 'validation_failed', [{ field: 'skills.1.label', errorCode: 'duplicate_skill' }]),
    );
    render(<ProspectSkillsPage randomString="tok" />);
    const add = await screen.findByRole('textbox', { name: 'Add a job skill' });
    fireEvent.change(add, { target: { value: 'Payroll' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/correct them/);
    const row = screen.getByRole<HTMLInputElement>('textbox', { name: 'Job skill' });
    expect(row.value).toBe('Payroll');
    expect(row.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This skill is already in the list')).toBeTruthy();
  });

  it('offline, nothing is lost: it says to save again once connected', async () => {
    let online = true;
    vi.stubGlobal('fetch', (url: string, init: RequestInit) =>
      online ? Promise.resolve(stored(url, init)) : Promise.reject(new TypeError('Failed to fetch')),
    );
    render(<ProspectSkillsPage randomString="tok" />);
    const add = await screen.findByRole('textbox', { name: 'Add another skill' });
    fireEvent.change(add, { target: { value: 'Driving licence' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    online = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No connection/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Other skill' }).value).toBe(
      'Driving licence',
    );
  });
});
