import { useState } from 'react';
import type { RecruitmentDocumentStep } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { resubmitAction, submitAction, usePendingActions, useUserId } from '../../../offline';
import { CardSection, cardClass } from '../../../ui/card-section';
import { QueryState } from '../../../ui/query-state';
import { useRecruitment } from '../api/recruitment-queries';
import { sendDocumentAction } from '../api/send-document-action';
import { documentErrorText } from '../model/error-text';
import { prepareDocument } from '../model/prepare-document';
import { recruitmentView, type RecruitmentView, type StepRow } from '../model/recruitment-view';
import { StepCard } from './step-card';

const TEXTS = { sent: 'recruitment.sent', queued: 'recruitment.queued' } as const;

/** Where the application stands, in plain words (and the progress while in recruitment). */
const StatusCard = ({ view }: { view: RecruitmentView }) => (
  <CardSection
    id="recruitment-status"
    title={t(view.kind === 'open' ? 'recruitment.statusTitle' : 'recruitment.nothingTitle')}
  >
    <p className="m-0 font-semibold" data-recruitment-status={view.status}>
      {t('recruitment.statusLabel', { status: t(`recruitment.status.${view.status}`) })}
    </p>
    <p className="m-0">{t(`recruitment.explain.${view.status}`)}</p>
    {view.kind === 'open' && (
      <p className="m-0 text-muted">
        {t('recruitment.progress', { count: view.doneCount, total: view.total })}
      </p>
    )}
  </CardSection>
);

/**
 * `/user/newinfo`: the recruitment steps still to complete, each with its state, documents sent
 * from here through the outbox (photos compressed), links to the areas that hold the other steps,
 * and the status explained; nothing to complete outside recruitment.
 */
export const RecruitmentPage = () => {
  const query = useRecruitment();
  const userId = useUserId();
  const queued = usePendingActions(sendDocumentAction);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  if (!query.data) {
    return (
      <div className={cardClass}>
        <QueryState query={query} area="recruitment" />
      </div>
    );
  }
  const view = recruitmentView(query.data, queued);

  const mark = (step: string, on: boolean) =>
    setBusy((b) => {
      const next = new Set(b);
      if (on) next.add(step);
      else next.delete(step);
      return next;
    });

  const pick = async (row: StepRow, step: RecruitmentDocumentStep, pdfOnly: boolean, file: File) => {
    if (!userId) return;
    mark(step, true);
    setErrors(({ [step]: _, ...rest }) => rest);
    const out = await prepareDocument(file, pdfOnly);
    mark(step, false);
    if (!out.ok) {
      setErrors((e) => ({ ...e, [step]: documentErrorText(out.code) }));
      return;
    }
    const body = { assistantId: userId, step };
    if (row.parked) await resubmitAction(row.parked.actionId, body, TEXTS, [out.file]);
    else {
      const prepared = new File([out.file.data], out.file.name, { type: out.file.type });
      await submitAction(sendDocumentAction, body, TEXTS, [prepared]);
    }
  };

  const list = (rows: StepRow[]) => (
    <ul className="m-0 flex list-none flex-col gap-3 p-0">
      {rows.map((row) => (
        <StepCard
          key={row.step}
          row={row}
          busy={busy.has(row.step)}
          error={errors[row.step]}
          onPick={(step, pdfOnly, file) => void pick(row, step, pdfOnly, file)}
        />
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <StatusCard view={view} />
      {view.kind === 'open' && (
        <>
          <CardSection id="recruitment-todo" title={t('recruitment.toComplete')}>
            {view.toComplete.length > 0 ? (
              list(view.toComplete)
            ) : (
              <p className="m-0">{t('recruitment.allDone')}</p>
            )}
          </CardSection>
          {view.done.length > 0 && (
            <CardSection id="recruitment-done" title={t('recruitment.done')}>
              {list(view.done)}
            </CardSection>
          )}
        </>
      )}
    </div>
  );
};
