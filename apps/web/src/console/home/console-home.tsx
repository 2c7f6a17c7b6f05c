import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { ct } from '../i18n';
import { useConsoleTitle } from '../shell/use-console-title';
import { useMay } from '../shell/use-staff-me';
import { ageOf } from '../ui/age';
import { QUEUES, type QueueCard } from './queues';

export const consoleHomeKeys = { queue: (id: string) => ['staff', 'home', id] as const };

const QueueTile = ({ queue }: { queue: QueueCard }) => {
  const summary = useQuery({ queryKey: consoleHomeKeys.queue(queue.id), queryFn: queue.load });
  const data = summary.data;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-edge bg-white p-4">
      <h2 className="m-0 text-[1.2rem] font-bold">{ct(queue.label)}</h2>
      {data ? (
        <p className="m-0" data-testid={`queue-${queue.id}`}>
          {data.total === 0 ? ct('home.nothing') : ct('home.waiting', { count: data.total })}
          {data.oldestAt && data.total > 0 && <> · {ct('home.oldest', { age: ageOf(data.oldestAt) })}</>}
        </p>
      ) : summary.isError ? (
        <div role="alert" className="flex items-center gap-2">
          <p className="m-0">{ct('shell.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {ct('shell.retry')}
          </Button>
        </div>
      ) : (
        <p className="m-0 text-muted" role="status">
          {ct('shell.loading')}
        </p>
      )}
      {queue.to && (
        <Link to={queue.to} className="font-semibold text-primary">
          {ct('home.open')}
          <span className="sr-only"> {ct(queue.label)}</span>
        </Link>
      )}
    </li>
  );
};

const MayTile = ({ queue }: { queue: QueueCard }) =>
  useMay(queue.permission) ? <QueueTile queue={queue} /> : null;

/** /staff: the waiting work of each queue one may decide in, with the age of its oldest item. */
export const ConsoleHome = () => {
  useConsoleTitle('home.title');
  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('home.title')}</h1>
      <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 xl:grid-cols-3">
        {QUEUES.map((queue) => (
          <MayTile key={queue.id} queue={queue} />
        ))}
      </ul>
    </section>
  );
};
