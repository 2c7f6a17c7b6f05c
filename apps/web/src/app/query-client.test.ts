import { describe, expect, it } from 'vitest';

// every read of the data layer and of the features (their api folders), as source text
const sources = import.meta.glob<string>(
  ['../data/**/*.ts', '../features/**/api/*.ts', '!../data/**/*.test.ts', '!../features/**/*.test.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('reads (query-client.ts)', () => {
  it('never hand the query signal to the request: leaving a screen does not cut its reads', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    const cutting = Object.entries(sources)
      .filter(([, text]) => /queryFn:\s*(async\s*)?\(\{[^}]*\bsignal\b/.test(text))
      .map(([file]) => file);
    expect(cutting).toEqual([]);
  });
});
