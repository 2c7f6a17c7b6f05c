import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoginScreen } from './features/auth';
import { hasSsoCookie } from './lib/cookies';
import { applyStep, readStoredStep } from './lib/font-size';
import { detectLanguage, loadMessages, t } from './lib/i18n';
import { registerServiceWorker } from './lib/sw-register';
import { showSnackbar } from './ui/snackbar-store';
import { SnackbarHost } from './ui/snackbar-host';

/**
 * The entry chunk is kept tiny for the /login budget: it renders the login screen with plain
 * elements when there is no session to restore, and imports the full app (router, queries, shell)
 * only after sign-in, or at once when the page needs it (another path, or a session cookie).
 */
const loadApp = () => import('./app/mount');

const openApp = async (root: Root, target?: string): Promise<void> => {
  const { mountApp } = await loadApp();
  if (target) window.history.replaceState(null, '', target);
  mountApp(root);
};

const watchForUpdates = (): void => {
  if (!import.meta.env.PROD) return;
  const register = () =>
    void registerServiceWorker((activate) =>
      showSnackbar({
        text: t('update.ready'),
        timeoutMs: null,
        actions: [
          { label: t('update.refresh'), onAction: activate },
          { label: t('update.later'), onAction: () => {} },
        ],
      }),
    ).catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

const start = async (): Promise<void> => {
  applyStep(readStoredStep());
  const messages = loadMessages(detectLanguage());
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  const standaloneLogin = window.location.pathname === '/login' && !hasSsoCookie();
  const prospectLink = /^\/skills\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  if (prospectLink !== undefined) {
    // the prospect's public page: alone, online only (no session, router, outbox nor service worker)
    const [{ ProspectSkillsPage }] = await Promise.all([import('./features/skills/prospect'), messages]);
    startTransition(() =>
      root.render(
        <StrictMode>
          <ProspectSkillsPage randomString={prospectLink} />
        </StrictMode>,
      ),
    );
    return;
  }
  if (standaloneLogin) {
    await messages;
    // a transition renders in small slices, so the first render is no long task
    startTransition(() =>
      root.render(
        <StrictMode>
          <LoginScreen
            search={window.location.search}
            onIntent={() => void loadApp()}
            onSignedIn={(target) => void openApp(root, target)}
          />
          <SnackbarHost />
        </StrictMode>,
      ),
    );
  } else {
    await Promise.all([messages, loadApp()]);
    await openApp(root);
  }
  watchForUpdates();
};

void start();
