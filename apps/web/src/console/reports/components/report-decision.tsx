import type { ReportReviewBody } from '@relais/domain/rules';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { RefusalForm } from '../../ui/refusal-form';
import { reviewReport } from '../api';

/**
 * Validate, or refuse with a reason: the existing staff review. What was typed stays on a refused
 * or failed send (the server's reason shows above it); a 409 says another decision came first and
 * the report reloads with its state now.
 */
export const ReportDecision = ({
  eventId,
  onDecided,
  onMoved,
}: {
  eventId: string;
  onDecided: (decision: ReportReviewBody['decision']) => void;
  onMoved: () => void;
}) => {
  const [refusing, setRefusing] = useState(false);
  const decide = useMutation({
    mutationFn: (body: ReportReviewBody) => reviewReport(eventId, body),
    onSuccess: (_report, body) => onDecided(body.decision),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) onMoved();
    },
  });

  return (
    <section aria-labelledby="report-decision" className="flex flex-col gap-3">
      <h2 id="report-decision" className="m-0 text-[1.2rem] font-bold">
        {ct('reports.decision')}
      </h2>
      {decide.isError && <FormAlert text={errorText(decide.error)} />}
      {refusing ? (
        <RefusalForm
          text={ct('reports.refuseText')}
          label={ct('reports.reason')}
          confirmLabel={ct('reports.confirmRefuse')}
          requiredText={ct('reports.reasonRequired')}
          pending={decide.isPending}
          onCancel={() => {
            decide.reset();
            setRefusing(false);
          }}
          onConfirm={(reason) => decide.mutate({ decision: 'REJECT', reason })}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'VALIDATE' })}>
            {decide.isPending ? ct('reports.sending') : ct('reports.validate')}
          </Button>
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => {
              decide.reset();
              setRefusing(true);
            }}
          >
            {ct('reports.refuse')}
          </Button>
        </div>
      )}
    </section>
  );
};
