import { CHUNK_LOAD_TIMEOUT_MS } from '@relais/domain/rules';
import { act, cleanup, fireEvent, render, screen as view } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import { installMessages } from '../lib/i18n';
import { screen } from './lazy-screen';

const Hello = () => <p>Hello screen</p>;

/** A module import that answers when told to. */
const deferredModule = () => {
  let resolve: (m: { Hello: typeof Hello }) => void = () => {};
  const promise = new Promise<{ Hello: typeof Hello }>((r) => {
    resolve = r;
  });
  return { promise, resolve: () => resolve({ Hello }) };
};

describe('lazy screens and the chunk load timeout (spec 9)', () => {
  beforeAll(() => installMessages('en', en));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('answers the screen itself when its code comes in time', async () => {
    const route = await screen(() => Promise.resolve({ Hello }), 'Hello')();
    expect(route.Component).toBe(Hello);
  });

  it('waits 120 s by default, then shows a retry that fetches the code again and shows the screen', async () => {
    vi.useFakeTimers();
    const slow = deferredModule();
    const load = vi.fn(() => slow.promise);
    let answered = false;
    const pending = screen(load, 'Hello')().then((r) => {
      answered = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { Component } = await pending;
    expect(Component).not.toBe(Hello);

    render(<Component />);
    expect(view.getByRole('alert').textContent).toContain('This screen is taking too long to load');
    slow.resolve();
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(view.getByText('Hello screen').tagName).toBe('P');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the retry again when the retry itself times out', async () => {
    vi.useFakeTimers();
    const never = new Promise<{ Hello: typeof Hello }>(() => {});
    const pending = screen(() => never, 'Hello', 50)();
    await vi.advanceTimersByTimeAsync(50);
    const { Component } = await pending;
    render(<Component />);
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(view.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(view.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(false);
  });
});
