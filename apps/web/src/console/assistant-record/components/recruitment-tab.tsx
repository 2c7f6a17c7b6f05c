import type { RecruitmentDecisionBody } from '@relais/domain/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { ct } from '../../i18n';
import { RefusalForm } from '../../ui/refusal-form';
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
  const [refusing, setRefusing] = useState(false);
  const decide = useMutation({
    mutationFn: (body: RecruitmentDecisionBody) => decideRecruitment(id, body),
    onSuccess: () => {
      setRefusing(false);
      void queryClient.invalidateQueries({ queryKey: recordKeys.of(id) });
    },
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
              <section aria-labelledby="recruitment-decision" className="flex flex-col gap-3">
                <h3 id="recruitment-decision" className="m-0 text-[1.1rem] font-bold">
                  {ct('record.decision')}
                </h3>
                {decide.isError && <FormAlert text={errorText(decide.error)} />}
                {refusing ? (
                  <RefusalForm
                    text={ct('record.refuseText')}
                    label={ct('record.reason')}
                    confirmLabel={ct('record.confirmRefuse')}
                    requiredText={ct('record.reasonRequired')}
                    pending={decide.isPending}
                    onCancel={() => {
                      decide.reset();
                      setRefusing(false);
                    }}
                    onConfirm={(reason) => decide.mutate({ decision: 'REFUSED', reason })}
                  />
                ) : (
                  <div className="flex flex-col gap-2">
                    <div className="flex flex-wrap gap-2">
                      <Button
                        disabled={blocked !== null || decide.isPending}
                        aria-describedby={blocked ? READY_ID : undefined}
                        onClick={() => decide.mutate({ decision: 'RECRUITED' })}
                      >
                        {ct('record.recruit')}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={decide.isPending}
                        onClick={() => {
                          decide.reset();
                          setRefusing(true);
                        }}
                      >
                        {ct('record.refuse')}
                      </Button>
                    </div>
                    {blocked && (
                      <p id={READY_ID} className="m-0 text-muted">
                        {blocked}
                      </p>
                    )}
                  </div>
                )}
              </section>
            )}
          </div>
        );
      }}
    </ListState>
  );
};
