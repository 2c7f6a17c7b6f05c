import { useEffect, useRef } from 'react';
import { Button } from './button';

/**
 * Infinite scroll: the next page loads when this comes within `margin` px of the screen
 * (IntersectionObserver); the button does the same for keyboards, screen readers and browsers
 * without the observer. It asks for nothing while a page is loading.
 */
export const LoadMore = ({
  loading,
  onMore,
  label,
  loadingLabel,
  margin,
}: {
  loading: boolean;
  onMore: () => void;
  label: string;
  loadingLabel: string;
  margin: number;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = () => {
    if (!loading) onMore();
  };
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [margin]);
  return (
    <div ref={ref} className="flex justify-center pt-2">
      <Button variant="secondary" disabled={loading} onClick={() => more.current()}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
};
