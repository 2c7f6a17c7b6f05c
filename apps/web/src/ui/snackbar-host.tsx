import { useEffect } from 'react';
import { t } from '../lib/i18n';
import { Icon } from './icon';
import { dismissSnackbar, snackbarStore } from './snackbar-store';
import { useStore } from './store';

/** The global snackbar: a polite live region at the bottom, above the navigation. */
export const SnackbarHost = () => {
  const current = useStore(snackbarStore)[0];

  useEffect(() => {
    if (!current || current.timeoutMs === null) return;
    const timer = window.setTimeout(() => dismissSnackbar(current.id), current.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [current]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-3"
    >
      {current && (
        <div className="pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-lg bg-ink px-4 py-3 text-white shadow-lg">
          <p className="m-0 flex-1 text-[1.08rem]">{current.text}</p>
          {current.actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="rounded px-2 py-1 font-semibold text-[#9be3b4] uppercase hover:bg-white/10"
              onClick={() => {
                dismissSnackbar(current.id);
                action.onAction();
              }}
            >
              {action.label}
            </button>
          ))}
          {current.actions.length === 0 && (
            <button
              type="button"
              className="rounded px-2 py-1 text-white hover:bg-white/10"
              aria-label={t('common.close')}
              onClick={() => dismissSnackbar(current.id)}
            >
              <Icon name="close" className="h-5 w-5" />
            </button>
          )}
        </div>
      )}
    </div>
  );
};
