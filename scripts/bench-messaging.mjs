// Part 6 of `npm run bench` (design guide section 8; issue 16, done when 3): a list of 1,000 received
// messages scrolls and searches on a phone without a long task over 200 ms.
//   - seeds 1,000 messages from the provider's team to the demo assistant through the audited staff
//     call POST /api/staff/assistants/{id}/messages, signed in as support@relais-provider.test (one
//     in ten mentions the 'médiathèque', what the search looks for)
//   - opens /messaging/reception signed in, at phone size (390x844, touch, 3x), CPU throttled 4x
//     through the DevTools protocol (Emulation.setCPUThrottlingRate, the usual mobile profile)
//   - scrolls with the mouse wheel until every page of the list is loaded (the list loads its next
//     page as the user nears its end), types 'mediatheque' in the search field like a person, then
//     scrolls the results to their end
//   - records the page's long tasks (PerformanceObserver 'longtask', buffered, from the first script)
//     and reports the longest of each phase: opening (the app starting, for information), scrolling
//     and searching (held to the budget)
// Run alone with `BENCH_ONLY=messaging npm run bench` (BENCH_SKIP_BUILD=1 to reuse the build).
// the functions given to page.evaluate and waitForFunction run in the page
/* global window, document, location, requestAnimationFrame */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MESSAGE_COUNT = 1000;
/** The word one seeded message in ten holds, and what is typed to find it (accents ignored by the server). */
const WORD = 'médiathèque';
const TYPED = 'mediatheque';
const MATCH_EVERY = 10;
const THROTTLE = 4;
const PHONE = { width: 390, height: 844 };
/** The list's page size (MESSAGE_PAGE_SIZE_DEFAULT of the domain's message rules). */
const PAGE_SIZE = 20;

const TOPICS = [
  'Planning de la semaine',
  'Remplacement de Mme Garnier',
  'Formation gestes et postures',
  'Attestation employeur',
  'Note de frais de novembre',
  'Visite de M. Lefèvre',
  'Rappel : clés de l’agence',
  'Congés de fin d’année',
  'Réunion d’équipe jeudi',
];

/** A realistic message from the provider's team; one in ten mentions the médiathèque. */
const messageOf = (i) => {
  const topic = TOPICS[i % TOPICS.length];
  const subject = i % MATCH_EVERY === 0 ? `Sortie à la ${WORD} n° ${i}` : `${topic} n° ${i}`;
  const content =
    `<p>Bonjour,</p><p>Suite à notre échange, voici les éléments pour <b>${topic.toLowerCase()}</b>. ` +
    `Merci de confirmer votre présence avant vendredi, et de prévenir l’agence en cas d’empêchement.</p>` +
    `<ul><li>Horaires : 9 h – 12 h</li><li>Lieu : 12 rue des Lilas, Lyon</li></ul>` +
    (i % MATCH_EVERY === 0 ? `<p>Rendez-vous devant la ${WORD} municipale.</p>` : '') +
    `<p>Bonne journée,<br>L’équipe</p>`;
  return { subject, content };
};

async function session(base, account) {
  const res = await fetch(`${base}/api/auth/signin/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.username} failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { headers: { authorization: `Bearer ${body.access_token}` }, userId: body.userId };
}

async function receivedCount(base, assistant, search) {
  const query = new URLSearchParams({ page: '0', size: '1', ...(search ? { search } : {}) });
  const res = await fetch(`${base}/api/users/${assistant.userId}/messages/type/received?${query}`, {
    headers: assistant.headers,
  });
  if (!res.ok) throw new Error(`GET received messages: ${res.status} ${await res.text()}`);
  return (await res.json()).totalElements;
}

/**
 * Sends `count` messages from staff to the assistant (8 at a time). Resolves to what the received
 * list then holds: all of it (the demo's own messages included) and what the search finds.
 */
export async function seedReceivedMessages(base, { assistant, staff, count = MESSAGE_COUNT }) {
  const me = await session(base, assistant);
  const team = await session(base, staff);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      const res = await fetch(`${base}/api/staff/assistants/${me.userId}/messages`, {
        method: 'POST',
        headers: { ...team.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(messageOf(i)),
      });
      if (!res.ok) throw new Error(`seeding message ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { total: await receivedCount(base, me, ''), matching: await receivedCount(base, me, TYPED) };
}

/** The French names the list screen gives its list and its search field (apps/web/src/i18n/fr.json). */
export function messagingLabels(root) {
  const fr = JSON.parse(readFileSync(path.join(root, 'apps/web/src/i18n/fr.json'), 'utf8'));
  const received = fr.messaging?.tabs?.received;
  const search = fr.messaging?.search;
  if (typeof received !== 'string' || typeof search !== 'string')
    throw new Error('fr.json has no messaging.tabs.received or messaging.search: is the list screen built?');
  return { received, search };
}

/** Waits for the page's next two frames (what a scroll step lets the page do before the next). */
const frames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Scrolls the list with the wheel until it holds `total` lines (pages load as its end nears).
 * Resolves to the number of wheel steps.
 */
async function scrollToEnd(page, lines, total, what) {
  const deadline = Date.now() + 10 * 60_000;
  let steps = 0;
  for (let count = await lines.count(); count < total; count = await lines.count()) {
    if (Date.now() > deadline) throw new Error(`${what}: ${count} of ${total} lines after 10 minutes`);
    await page.mouse.wheel(0, 1200);
    await frames(page);
    steps += 1;
  }
  return steps;
}

/**
 * Opens the received list at phone size, CPU throttled, scrolls it to the end, searches and scrolls
 * the results. `expected`: what seedReceivedMessages returned. Resolves to each phase's long tasks.
 */
export async function measureMessageList(browser, { base, assistant, labels, expected }) {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // the service worker's first install (precaching every chunk) is not the list's work
    serviceWorkers: 'block',
  });
  try {
    // signed in through the API: the refresh cookie lands in the context, the app starts signed in
    const login = await context.request.post(`${base}/api/auth/signin/assistant`, {
      data: { username: assistant.username, password: assistant.password },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (!login.ok()) throw new Error(`browser sign-in failed: ${login.status()} ${await login.text()}`);
    const page = await context.newPage();
    // each long task with the number of lines the list held just after it (where in the scroll it came)
    await page.addInitScript((name) => {
      const tasks = [];
      Object.defineProperty(window, '__benchLongTasks', { value: tasks });
      new PerformanceObserver((list) => {
        const ul = [...document.querySelectorAll('ul')].find((u) => u.getAttribute('aria-label') === name);
        const lines = ul ? ul.children.length : 0;
        for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration, lines });
      }).observe({ type: 'longtask', buffered: true });
    }, labels.received);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const now = () => page.evaluate(() => performance.now());

    await page.goto(`${base}/messaging/reception`);
    const list = page.getByRole('list', { name: labels.received });
    const lines = list.locator(':scope > li');
    await lines.first().waitFor({ timeout: 120_000 });
    const shown = await now();

    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    const started = Date.now();
    const steps = await scrollToEnd(page, lines, expected.total, 'scrolling the received list');
    const scrollSeconds = (Date.now() - started) / 1000;
    const scrolledLines = await lines.count();
    const scrolled = await now();

    await page.getByRole('searchbox', { name: labels.search }).click();
    await page.getByRole('searchbox', { name: labels.search }).pressSequentially(TYPED, { delay: 150 });
    const firstPage = Math.min(PAGE_SIZE, expected.matching);
    await page.waitForFunction(
      ({ name, count, word }) => {
        const ul = [...document.querySelectorAll('ul')].find((u) => u.getAttribute('aria-label') === name);
        const items = ul ? [...ul.children] : [];
        return (
          new URL(location.href).searchParams.get('q') !== null &&
          items.length >= count &&
          items.every((li) => (li.textContent ?? '').toLowerCase().includes(word))
        );
      },
      { name: labels.received, count: firstPage, word: WORD },
      { polling: 100, timeout: 120_000 },
    );
    await scrollToEnd(page, lines, expected.matching, 'scrolling the search results');
    const searched = await now();
    await frames(page);

    const tasks = await page.evaluate(() => window.__benchLongTasks);
    const phase = (from, to) => {
      const own = tasks.filter((t) => t.start >= from && t.start < to);
      const top = [...own].sort((a, b) => b.duration - a.duration).slice(0, 5);
      return {
        count: own.length,
        longest: Math.round(Math.max(0, ...own.map((t) => t.duration))),
        top: top.map((t) => `${Math.round(t.duration)} ms (${t.lines} lines)`),
      };
    };
    return {
      lines: scrolledLines,
      steps,
      scrollSeconds,
      opening: phase(0, shown),
      scrolling: phase(shown, scrolled),
      searching: phase(scrolled, searched + 1),
    };
  } finally {
    await context.close();
  }
}
