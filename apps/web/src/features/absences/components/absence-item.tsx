import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { leaveEditPath } from '../api/leave-actions';
import { formatRange } from '../model/dates';
import type { ShownLeave } from '../model/pending-leaves';

const action = 'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold';

/** One absence: dates, label, comment, its queued state, edit and delete. */
export const AbsenceItem = ({
  leave,
  onDelete,
}: {
  leave: ShownLeave;
  onDelete: (leave: ShownLeave) => void;
}) => {
  const editTo = leave.pending
    ? leaveEditPath(leave.id, leave.pending.actionId)
    : `/absence/edit/${encodeURIComponent(leave.id)}`;
  return (
    <li className="flex flex-col gap-1 border-b border-edge py-3 last:border-b-0">
      <p className="m-0 font-bold break-words">{leave.label}</p>
      <p className="m-0">{formatRange(leave.startDate, leave.endDate)}</p>
      {leave.comment && <p className="m-0 text-muted break-words">{leave.comment}</p>}
      {leave.pending && (
        <p
          className={`m-0 flex items-center gap-1.5 ${leave.pending.state === 'parked' ? 'font-semibold text-error' : 'text-muted'}`}
        >
          <Icon name="clock" className="h-5 w-5" />
          {t(leave.pending.state === 'parked' ? 'absences.needsYou' : 'absences.awaiting')}
        </p>
      )}
      <div className="-ml-3 flex gap-1">
        <Link
          to={editTo}
          className={`${action} text-primary hover:bg-primary-soft`}
          aria-label={t('absences.editNamed', { label: leave.label })}
        >
          {t('absences.edit')}
        </Link>
        <button
          type="button"
          className={`${action} text-error hover:bg-error-soft`}
          aria-label={t('absences.deleteNamed', { label: leave.label })}
          onClick={() => onDelete(leave)}
        >
          {t('absences.delete')}
        </button>
      </div>
    </li>
  );
};
