import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';

type Props = {
  count: number;
  /** Archive (received, sent), unarchive (archives), or neither (drafts). */
  archive: 'archive' | 'unarchive' | null;
  allSelected: boolean;
  onArchive: () => void;
  onDelete: () => void;
  onAll: () => void;
  onClear: () => void;
};

/** Above the list while lines are ticked: how many, and what to do with them all at once. */
export const SelectionBar = ({ count, archive, allSelected, onArchive, onDelete, onAll, onClear }: Props) => (
  <div
    role="region"
    aria-label={t('messaging.selection.label')}
    className="sticky top-14 z-20 flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft p-2 shadow-sm"
  >
    <p className="m-0 min-w-0 flex-1 font-semibold" aria-live="polite">
      {t('messaging.selection.count', { count })}
    </p>
    <Button variant="text" onClick={onAll}>
      {t(allSelected ? 'messaging.selection.none' : 'messaging.selection.all')}
    </Button>
    <Button variant="text" onClick={onClear} aria-label={t('messaging.selection.clear')}>
      {t('messaging.selection.cancel')}
    </Button>
    <div className="flex w-full gap-2">
      {archive && (
        <Button className="flex-1" onClick={onArchive}>
          {t(archive === 'archive' ? 'messaging.archive' : 'messaging.unarchive')}
        </Button>
      )}
      <Button className="flex-1" variant="danger" onClick={onDelete}>
        {t('messaging.delete')}
      </Button>
    </div>
  </div>
);
