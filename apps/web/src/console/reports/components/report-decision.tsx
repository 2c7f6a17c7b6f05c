import type { ReportReviewBody } from '@relais/domain/rules';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { DecisionPanel, useDecision } from '../../ui/decision-panel';
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
  const decide = useDecision((body: ReportReviewBody) => reviewReport(eventId, body), {
    decided: (body) => onDecided(body.decision),
    moved: onMoved,
  });
  return (
    <DecisionPanel
      id="report-decision"
      heading="h2"
      title={ct('reports.decision')}
      decision={decide}
      refusal={{
        open: ct('reports.refuse'),
        text: ct('reports.refuseText'),
        label: ct('reports.reason'),
        confirm: ct('reports.confirmRefuse'),
        required: ct('reports.reasonRequired'),
      }}
      onRefuse={(reason) => decide.mutate({ decision: 'REJECT', reason })}
      actions={
        <Button disabled={decide.isPending} onClick={() => decide.mutate({ decision: 'VALIDATE' })}>
          {decide.isPending ? ct('reports.sending') : ct('reports.validate')}
        </Button>
      }
    />
  );
};
