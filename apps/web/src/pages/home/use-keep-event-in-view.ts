import { useEffect, type RefObject } from 'react';

/**
 * /home/{eventId} focuses that intervention's row as soon as the list shows it; the cards above it
 * (KPIs, warnings) may arrive later and push it down. While that row keeps the focus and the user
 * has not scrolled or typed yet, bring it back into view each time home's height changes.
 */
export const useKeepEventInView = (container: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof ResizeObserver === 'undefined') return;
    let userMoved = false;
    const stop = () => {
      userMoved = true;
    };
    const observer = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (
        userMoved ||
        !(focused instanceof HTMLElement) ||
        !focused.dataset['eventId'] ||
        !root.contains(focused)
      )
        return;
      focused.scrollIntoView?.({ block: 'center' });
    });
    observer.observe(root);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const e of events) addEventListener(e, stop, { passive: true });
    return () => {
      observer.disconnect();
      for (const e of events) removeEventListener(e, stop);
    };
  }, [container]);
};
