import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { ct } from '../i18n';

type ListQuery<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/**
 * A console list's three states: its data (kept on screen while it is asked again), the failure of a
 * first load with a retry, or loading.
 */
export const ListState = <T,>({
  query,
  children,
}: {
  query: ListQuery<T>;
  children: (data: T) => ReactNode;
}) => {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div role="alert" className="flex items-center gap-2">
        <p className="m-0">{ct('shell.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {ct('shell.retry')}
        </Button>
      </div>
    );
  return (
    <p role="status" className="m-0 text-muted">
      {ct('shell.loading')}
    </p>
  );
};
