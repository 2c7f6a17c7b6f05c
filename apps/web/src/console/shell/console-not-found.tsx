import { Link } from 'react-router';
import { ct } from '../i18n';
import { useConsoleTitle } from './use-console-title';

/** A path under /staff that is no screen of the console. */
export const ConsoleNotFound = () => {
  useConsoleTitle('shell.notFound');
  return (
    <section className="flex flex-col gap-3">
      <h1 className="m-0 text-[1.45rem] font-bold">{ct('shell.notFound')}</h1>
      <Link to="/staff" className="font-semibold text-primary">
        {ct('shell.backHome')}
      </Link>
    </section>
  );
};
