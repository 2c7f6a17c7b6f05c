import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

/** A stand-in observer the test drives: the margin it was given, and "it came into view". */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly margin: string | undefined;
  private readonly callback: IntersectionObserverCallback;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.margin = options?.rootMargin;
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

describe('load more', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    FakeObserver.last = null;
  });

  it('asks for the next page when it comes within its margin, or on a tap', () => {
    const onMore = vi.fn();
    render(<LoadMore loading={false} onMore={onMore} label="More" loadingLabel="Loading" margin={250} />);
    expect(FakeObserver.last?.margin).toBe('250px');
    act(() => FakeObserver.last?.show());
    expect(onMore).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while a page is loading, and says so', () => {
    const onMore = vi.fn();
    const { unmount } = render(
      <LoadMore loading onMore={onMore} label="More" loadingLabel="Loading" margin={250} />,
    );
    const button = screen.getByRole('button', { name: 'Loading' });
    expect(button).toHaveProperty('disabled', true);
    act(() => FakeObserver.last?.show());
    expect(onMore).not.toHaveBeenCalled();
    unmount();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });
});
