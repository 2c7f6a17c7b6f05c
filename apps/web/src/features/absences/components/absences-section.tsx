import { businessDate } from '@relais/domain/rules';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { discard, enqueue } from '../../../offline';
import { QueryState } from '../../../ui/query-state';
import { showErrorDialog } from '../../../ui/error-dialog-store';
import { Icon } from '../../../ui/icon';
import { deleteLeaveAction } from '../api/leave-actions';
import { useShownLeaves } from '../api/use-shown-leaves';
import { CREATE_LEAVE, isPendingLeaveId, splitByDate, type ShownLeave } from '../model/pending-leaves';
import { AbsenceItem } from './absence-item';
import { DeleteAbsenceDialog } from './delete-absence-dialog';
import { useUserId } from '../../../offline';

/** The absences under the availability grid: upcoming first, then past ones; add, edit, delete. */
export const AbsencesSection = () => {
  const userId = useUserId() ?? '';
  const { query, leaves, queued } = useShownLeaves();
  const [deleting, setDeleting] = useState<ShownLeave | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { upcoming, past } = splitByDate(leaves ?? [], businessDate(now()));

  const confirmDelete = (reason: string) => {
    const leave = deleting;
    setDeleting(null);
    if (!leave) return;
    // the item (and its delete button) goes away: focus lands on the list's heading
    setTimeout(() => heading.current?.focus(), 0);
    // a creation still in the outbox is simply taken back out of it
    const creation = isPendingLeaveId(leave.id)
      ? queued.find((a) => a.type === CREATE_LEAVE && a.id === leave.pending?.actionId)
      : undefined;
    const done = creation
      ? discard(creation.id)
      : enqueue(deleteLeaveAction, {
          assistantId: userId,
          leaveId: leave.id,
          reason,
          label: leave.label,
        }).then(() => undefined);
    void done.catch(showErrorDialog);
  };

  return (
    <section
      aria-labelledby="absences-title"
      className="flex flex-col gap-2 rounded-xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="absences-title" ref={heading} tabIndex={-1} className="m-0 text-[1.2rem] font-bold">
          {t('absences.title')}
        </h2>
        <Link
          to="/absence/create"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg bg-primary px-3 font-semibold text-white hover:bg-primary-strong"
        >
          <Icon name="plus" className="h-5 w-5" />
          {t('absences.add')}
        </Link>
      </div>
      {leaves === undefined ? (
        <QueryState query={query} area="absences" />
      ) : (
        <>
          {upcoming.length === 0 ? (
            <p className="m-0 text-muted">{t('absences.empty')}</p>
          ) : (
            <ul aria-labelledby="absences-title" className="m-0 list-none p-0">
              {upcoming.map((leave) => (
                <AbsenceItem key={leave.id} leave={leave} onDelete={setDeleting} />
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <details className="mt-1">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('absences.past')}</summary>
              <ul className="m-0 list-none p-0">
                {past.map((leave) => (
                  <AbsenceItem key={leave.id} leave={leave} onDelete={setDeleting} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      <DeleteAbsenceDialog
        key={deleting?.id ?? 'none'}
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
};
