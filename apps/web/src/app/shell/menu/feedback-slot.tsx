import { lazy, Suspense } from 'react';
import { useShowFeedback } from '../../../features/feedback/model/show-feedback';
import { MENU_BUILD } from '../../build-mode';

/**
 * The feedback toggle and button exist only in the 'menu' build (spec 6, `VITE_BUILD_MODE=menu`).
 * The test is a build-time constant: in any other build both `lazy` calls are dead code and the
 * feedback screens are not even emitted (its offline action, in the app's list, is kept: a queued
 * feedback must still be sent after an update to another build).
 */
const Toggle = MENU_BUILD
  ? lazy(() => import('../../../features/feedback').then((m) => ({ default: m.FeedbackToggle })))
  : null;
const Button = MENU_BUILD
  ? lazy(() => import('../../../features/feedback').then((m) => ({ default: m.FeedbackButton })))
  : null;

export const FeedbackToggleSlot = () =>
  Toggle ? (
    <Suspense fallback={null}>
      <Toggle />
    </Suspense>
  ) : null;

/** The button's code is fetched only once the switch is on (off by default: nothing loaded at start). */
export const FeedbackButtonSlot = () => {
  const show = useShowFeedback();
  return Button && show ? (
    <Suspense fallback={null}>
      <Button />
    </Suspense>
  ) : null;
};
