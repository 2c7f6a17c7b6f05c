import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offsetClock } from './offset-clock';

describe('offsetClock', () => {
  it('is the system time until the file says otherwise, then moves by what it says', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'relais-clock-')), 'offset');
    const clock = offsetClock(file);
    const near = (a: Date, b: number) => expect(Math.abs(a.getTime() - b)).toBeLessThan(1000);
    near(clock.now(), Date.now());
    writeFileSync(file, String(3 * 3600_000 + 1000));
    near(clock.now(), Date.now() + 3 * 3600_000 + 1000);
    writeFileSync(file, 'not a number');
    near(clock.now(), Date.now());
  });
});
