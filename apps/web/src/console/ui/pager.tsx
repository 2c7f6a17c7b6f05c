import { Button } from '../../ui/button';
import { ct } from '../i18n';

/** A queue's pages (0-based `page`): previous and next, and where one is. */
export const Pager = ({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) => {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={ct('table.pages')} className="flex items-center gap-3">
      <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {ct('table.previous')}
      </Button>
      <p className="m-0" aria-live="polite">
        {ct('table.page', { page: page + 1, pages })}
      </p>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {ct('table.next')}
      </Button>
    </nav>
  );
};
