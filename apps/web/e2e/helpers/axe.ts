// axe-core (WCAG 2.2 A and AA and best practice rules) and horizontal overflow, checked on the page
// as it is. axe is added to the page as a script: a journey using it sets `bypassCSP: true`.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type AxeResult = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };

/** Wider than the screen: the page scrolls sideways (the elements that stick out named, for the fix). */
export const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const doc = document.documentElement.scrollWidth;
    if (doc <= width) return null;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
    return `scrollWidth ${doc} > ${width}: ${wide.join(', ')}`;
  });

export const axeViolations = async (page: Page): Promise<string[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (o: object) => Promise<AxeResult> } }).axe.run({
        runOnly: { type: 'tag', values: tags },
      }),
    AXE_TAGS,
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .map((n) => JSON.stringify(n.target))
        .slice(0, 3)
        .join(' ')}`,
  );
};
