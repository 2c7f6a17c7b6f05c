import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import { QuotePage } from './quote-page';

describe('a path under /quote that names no quote', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(['/quote', '/quote/q1/lines'])(
    '%s says the link is not valid, asking nothing of the server',
    async (path) => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const router = createMemoryRouter(
        [
          { path: '/quote/:id', element: <QuotePage /> },
          { path: '/quote', element: <QuotePage /> },
          { path: '/quote/*', element: <QuotePage /> },
        ],
        { initialEntries: [path] },
      );
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    },
  );
});
