import { lazy, Suspense, useDeferredValue } from 'react';
import { useCelebration } from '../api/use-celebration';
import { useDashboard } from '../api/dashboard-query';
import { CelebrationDialog } from './celebration-dialog';
import { CompletionCard } from './completion-card';

// loaded only when it plays: nothing of it on home's first render
const Confetti = lazy(async () => ({ default: (await import('./confetti')).Confetti }));

/** The completion gauge, and the celebration when the total crosses above 75 (once, online only). */
export const CompletionSection = () => {
  const query = useDashboard();
  const data = useDeferredValue(query.data);
  const celebration = useCelebration();
  return (
    <>
      {data && <CompletionCard completion={data.completion} />}
      {celebration.confetti && (
        <Suspense fallback={null}>
          <Confetti />
        </Suspense>
      )}
      <CelebrationDialog open={celebration.dialog} onClose={celebration.closeDialog} />
    </>
  );
};
