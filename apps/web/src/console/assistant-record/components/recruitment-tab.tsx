import type { RecruitmentDecisionBody } from '@relais/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { DecisionPanel, useDecision } from '../../ui/decision-panel';
import { ListState } from '../../ui/list-state';
import { decideRecruitment, getFile, recordKeys } from '../api';

const READY_ID = 'recruit-blocked';

/**
 * Her recruitment steps and the decision: recruit once every step is done and every document
 * validated (else the button is disabled and says why; the server refuses it too), or refuse with
 * a reason (kept on a refused or failed send).
 */
export const RecruitmentTab = ({ id }: { id: string }) => {
  const queryClient = useQueryClient();
  const file = useQuery({ queryKey: recordKeys.file(id), queryFn: () => getFile(id) });
  const decide = useDecision((body: RecruitmentDecisionBody) => decideRecruitment(id, body), {
    decided: () => void queryClient.invalidateQueries({ queryKey: recordKeys.of(id) }),
  });

  return (
    <ListState query={file}>
      {({ recruitment }) => {
        const ready = recruitment.steps.every((s) => s.state === 'VALIDATED' || s.state === 'DONE');
        const blocked = !recruitment.inRecruitment
          ? ct('record.notInRecruitment')
          : ready
            ? null
            : ct('record.notReady');
        return (
          <div className="flex flex-col gap-4">
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {recruitment.steps.map((s) => (
                <li
                  key={s.step}
                  className="flex flex-wrap justify-between gap-2 rounded-lg border border-edge bg-white p-3"
                >
                  <span className="font-semibold">{ct(`record.steps.${s.step}`)}</span>
                  <span>{ct(`record.stepStates.${s.state}`)}</span>
                </li>
              ))}
            </ul>
            {decide.isSuccess && (
              <p role="status" className="m-0 font-semibold">
                {ct(decide.variables.decision === 'RECRUITED' ? 'record.recruited' : 'record.refused')}
              </p>
            )}
            {recruitment.inRecruitment && (
              <DecisionPanel
                id="recruitment-decision"
                title={ct('record.decision')}
                decision={decide}
                refusal={{
                  open: ct('record.refuse'),
                  text: ct('record.refuseText'),
                  label: ct('record.reason'),
                  confirm: ct('record.confirmRefuse'),
                  required: ct('record.reasonRequired'),
                }}
                onRefuse={(reason) => decide.mutate({ decision: 'REFUSED', reason })}
                actions={
                  <Button
                    disabled={blocked !== null || decide.isPending}
                    aria-describedby={blocked ? READY_ID : undefined}
                    onClick={() => decide.mutate({ decision: 'RECRUITED' })}
                  >
                    {ct('record.recruit')}
                  </Button>
                }
                note={
                  blocked && (
                    <p id={READY_ID} className="m-0 text-muted">
                      {blocked}
                    </p>
                  )
                }
              />
            )}
          </div>
        );
      }}
    </ListState>
  );
};
