import './styles.css';
import { lazy, StrictMode, startTransition, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterNetworkQuiet } from './app/network-quiet';
import { LoginScreen } from './features/auth';
import { hasSsoCookie } from './lib/cookies';
import { applyStep, readStoredStep } from './lib/font-size';
import { allMessages, detectLanguage, loadFirstPaintMessages, loadMessages } from './lib/i18n';

/**
 * The entry chunk is kept tiny for the /login budget: it renders the login screen with plain
 * elements and its own texts when there is no session to restore, and imports the full app
 * (router, queries, shell, all texts) only after sign-in, or at once when the page needs it
 * (another path, or a session cookie).
 */
const loadApp = () => Promise.all([import('./app/mount'), allMessages()]).then(([app]) => app);

/**
 * The service worker and its update snackbar on the login screen, once the page's network is quiet
 * (its first install downloads the whole app: after what the first visit shows, not meanwhile), or
 * at the first interaction with the form, with the app.
 */
const LoginUpdates = lazy(() => afterNetworkQuiet().then(() => import('./app/login-updates')));
const onIntent = (): void => {
  void loadApp();
  void import('./app/update-watch').then((m) => m.watchForUpdates());
};

const openApp = async (root: Root, target?: string): Promise<void> => {
  const { mountApp } = await loadApp();
  if (target) window.history.replaceState(null, '', target);
  mountApp(root);
};

const start = async (): Promise<void> => {
  applyStep(readStoredStep());
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  const language = detectLanguage();
  const standaloneLogin = window.location.pathname === '/login' && !hasSsoCookie();
  const prospectLink = /^\/skills\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  if (prospectLink !== undefined) {
    // the prospect's public page: alone, online only (no session, router, outbox nor service worker)
    const [{ ProspectSkillsPage }] = await Promise.all([
      import('./features/skills/prospect'),
      loadMessages(language),
    ]);
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
    await loadFirstPaintMessages(language);
    // a transition renders in small slices, so the first render is no long task
    startTransition(() =>
      root.render(
        <StrictMode>
          <LoginScreen
            search={window.location.search}
            onIntent={onIntent}
            onSignedIn={(target) => void openApp(root, target)}
          />
          <Suspense>
            <LoginUpdates />
          </Suspense>
        </StrictMode>,
      ),
    );
  } else {
    await Promise.all([loadMessages(language), openApp(root)]);
  }
};

void start();
