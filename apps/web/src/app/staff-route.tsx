import { lazy, Suspense } from 'react';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loginPathFor } from '../features/auth';
import { ensureSession, isStaffSession } from '../lib/session';
import { NotFound } from './not-found';

/** The console's code: fetched only when a staff member opens /staff (nothing of it in the app's chunks). */
const Console = lazy(() =>
  import('../console').then(async (m) => {
    await m.loadConsoleTexts();
    return { default: m.ConsoleApp };
  }),
);

/**
 * /staff/*: a session is needed (else /login?redirect=…); only staff get the console, anyone else
 * the not-found screen (the server refuses them every /api/staff call anyway).
 */
export const staffLoader = async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  if (!(await ensureSession())) return redirect(loginPathFor(`${url.pathname}${url.search}`));
  return { signedIn: true, staff: isStaffSession() };
};

export const StaffRoute = () => {
  const { staff } = useLoaderData<typeof staffLoader>();
  if (!staff) return <NotFound />;
  return (
    <Suspense fallback={null}>
      <Console />
    </Suspense>
  );
};
