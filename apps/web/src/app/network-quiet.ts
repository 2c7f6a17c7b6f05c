/**
 * Resolves once the page has loaded and no resource has finished loading for `quietMs`, in an idle
 * period: what a page fetches for later (the service worker's precache) starts after what it shows.
 */
export const afterNetworkQuiet = (quietMs = 2000): Promise<void> =>
  new Promise((resolve) => {
    let timer = 0;
    const observer = new PerformanceObserver(() => arm());
    const done = () => {
      observer.disconnect();
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
      else resolve();
    };
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(done, quietMs);
    };
    const start = () => {
      observer.observe({ type: 'resource' });
      arm();
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  });
