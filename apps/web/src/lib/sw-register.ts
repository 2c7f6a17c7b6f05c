/**
 * Registers the service worker and reports a waiting one (spec 4 "Service worker update").
 * The first install takes this page at once (sw/first-install.ts), so nothing is announced then;
 * an update never activates itself: `activate` posts SKIP_WAITING and the page reloads once the
 * new worker takes control.
 */
export type ActivateUpdate = () => void;

const HOUR_MS = 60 * 60 * 1000;

export const registerServiceWorker = async (
  onUpdateWaiting: (activate: ActivateUpdate) => void,
): Promise<void> => {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/' });
  const announced = new WeakSet<ServiceWorker>();

  const announce = (worker: ServiceWorker): void => {
    if (announced.has(worker) || !container.controller) return;
    announced.add(worker);
    onUpdateWaiting(() => {
      let reloading = false;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        window.location.reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };

  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') announce(worker);
    });
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => {});
  });
  window.setInterval(() => void registration.update().catch(() => {}), HOUR_MS);
};
