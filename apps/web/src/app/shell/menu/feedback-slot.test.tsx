import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/en.json';
import { installMessages } from '../../../lib/i18n';
import type * as Offline from '../../../offline';

const submitAction = vi.hoisted(() => vi.fn(() => Promise.resolve({ kind: 'sent' as const })));
vi.mock('../../../offline', async (original) => ({
  ...(await original<typeof Offline>()),
  submitAction,
}));

/** The slots as a given build makes them: the build mode is read when the module loads. */
const slotsOf = async (mode: string | undefined) => {
  vi.resetModules();
  vi.stubEnv('VITE_BUILD_MODE', mode);
  const slots = await import('./feedback-slot');
  // the i18n module is loaded again too: give it its messages
  (await import('../../../lib/i18n')).installMessages('en', en);
  return slots;
};

const renderAt = (path: string, element: React.ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
};

describe('the feedback toggle of the menu build (spec 6)', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    localStorage.clear();
    submitAction.mockClear();
  });

  it('is absent from the default build and any other mode', async () => {
    for (const mode of [undefined, 'production', 'Menu']) {
      const { FeedbackToggleSlot, FeedbackButtonSlot } = await slotsOf(mode);
      localStorage.setItem('relais.showUserSnap', 'true');
      renderAt(
        '/home',
        <>
          <FeedbackToggleSlot />
          <FeedbackButtonSlot />
        </>,
      );
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
      cleanup();
    }
  });

  it('in the menu build: the toggle is remembered on the device and shows the feedback entry', async () => {
    const { FeedbackToggleSlot, FeedbackButtonSlot } = await slotsOf('menu');
    renderAt(
      '/activity/missions/8a1c2b3d-1111-4222-8333-944455556666',
      <>
        <FeedbackToggleSlot />
        <FeedbackButtonSlot />
      </>,
    );
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Feedback button' });
    expect(toggle.checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
    fireEvent.click(toggle);
    expect(localStorage.getItem('relais.showUserSnap')).toBe('true');

    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write your feedback')).toBeTruthy();
    expect(submitAction).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: ' Too slow here ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(submitAction).toHaveBeenCalledTimes(1));
    expect(submitAction).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'feedback.send' }),
      { text: 'Too slow here', route: '/activity/missions/:id' },
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('switch', { name: 'Feedback button' }));
    expect(localStorage.getItem('relais.showUserSnap')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });
});
