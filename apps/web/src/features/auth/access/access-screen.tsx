import { lazy, Suspense } from 'react';
import { withAllMessages } from '../../../lib/i18n';
import type { AccessScreenProps } from './access-mode';

/** The forms themselves load only when asked for (a link's query or a tap): /login's first script stays small. */
const AccessForms = lazy(() => withAllMessages(import('./access-forms')));

export const AccessScreen = (props: AccessScreenProps) => (
  <Suspense fallback={null}>
    <AccessForms {...props} />
  </Suspense>
);
