import { useEffect, useRef } from 'react';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

/**
 * Infinite scroll: the next page loads when this comes near the screen (IntersectionObserver); the
 * button does the same for keyboards, screen readers and browsers without the observer.
 */
export const LoadMore = ({ loading, onMore }: { loading: boolean; onMore: () => void }) => {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className="flex justify-center pt-2">
      <Button variant="secondary" disabled={loading} onClick={onMore}>
        {t(loading ? 'messaging.loadingMore' : 'messaging.more')}
      </Button>
    </div>
  );
};
