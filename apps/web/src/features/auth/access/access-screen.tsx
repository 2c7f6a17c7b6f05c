import { lazy, Suspense } from 'react';
import type { AccessScreenProps } from './access-mode';

/** The forms themselves load only when asked for (a link's query or a tap): /login's first script stays small. */
const AccessForms = lazy(() => import('./access-forms'));

export const AccessScreen = (props: AccessScreenProps) => (
  <Suspense fallback={null}>
    <AccessForms {...props} />
  </Suspense>
);
