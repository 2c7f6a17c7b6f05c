import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { CompletionCard } from './completion-card';

const completion = { file: 50, skills: 60, availability: 100, account: 80, curriculum: 20, total: 62 };

describe('completion card', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(cleanup);

  it('makes every area a link to the screen that completes it', () => {
    const router = createMemoryRouter([{ path: '*', element: <CompletionCard completion={completion} /> }]);
    render(<RouterProvider router={router} />);
    const rows = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(rows).toEqual([
      ['Account 80 %', '/user/account'],
      ['File 50 %', '/user/file'],
      ['Skills 60 %', '/user/skills'],
      ['Availability 100 %', '/availability'],
      ['Resume 20 %', '/user/curriculum'],
    ]);
  });
});
