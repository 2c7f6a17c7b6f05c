import { isInRecruitment, isRecruitmentStatus, staffMay } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useStaffMe } from '../../shell/use-staff-me';
import { ListState } from '../../ui/list-state';
import { getRecord, recordKeys } from '../api';
import { isRecordTab, RECORD_TABS, type RecordTab } from '../tabs';
import { RecordActions } from './record-actions';
import { RecordTabPanel } from './record-tab-panel';

/**
 * /staff/assistants/{id}: her record on one page. The header (name, login email, recruitment status)
 * and the actions her permissions allow, then the tabs as links (`?tab=`), the open one's panel below.
 */
export const AssistantRecordPage = () => {
  useConsoleTitle('record.title');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const permissions = useStaffMe().data?.permissions ?? [];
  const tabs = RECORD_TABS.filter((t) => t.permission === 'any' || staffMay(permissions, t.permission));
  const asked = search.get('tab');
  const open: RecordTab = isRecordTab(asked) && tabs.some((t) => t.tab === asked) ? asked : 'profile';
  const record = useQuery({ queryKey: recordKeys.summary(id), queryFn: () => getRecord(id) });

  if (record.error instanceof ApiError && record.error.status === 404)
    return (
      <section className="flex flex-col gap-2">
        <h1 className="m-0 text-[1.6rem] font-bold">{ct('record.title')}</h1>
        <p className="m-0">{ct('record.notFound')}</p>
      </section>
    );
  return (
    <ListState query={record}>
      {({ assistant }) => {
        const name = `${assistant.firstName} ${assistant.lastName}`;
        return (
          <section className="flex flex-col gap-4">
            <header className="flex flex-col gap-1">
              <h1 className="m-0 text-[1.6rem] font-bold">{name}</h1>
              <p className="m-0 text-muted">
                {assistant.loginEmail}
                {' · '}
                {isRecruitmentStatus(assistant.recruitmentStatus)
                  ? ct(`record.status.${assistant.recruitmentStatus}`)
                  : ct('record.status.none')}
              </p>
            </header>
            <RecordActions id={id} inRecruitment={isInRecruitment(assistant.recruitmentStatus)} />
            <nav aria-label={ct('record.tabsLabel', { name })}>
              <ul className="m-0 flex list-none flex-wrap gap-1 border-b border-edge p-0">
                {tabs.map(({ tab }) => (
                  <li key={tab}>
                    <Link
                      to={`?tab=${tab}`}
                      aria-current={tab === open ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center rounded-t-lg px-3 font-semibold ${
                        tab === open ? 'border-b-4 border-primary text-primary' : 'text-ink'
                      }`}
                    >
                      {ct(`record.tabs.${tab}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <section aria-labelledby="record-tab-title" className="flex flex-col gap-3">
              <h2 id="record-tab-title" className="m-0 text-[1.3rem] font-bold">
                {ct(`record.tabs.${open}`)}
              </h2>
              <RecordTabPanel id={id} name={name} tab={open} />
            </section>
          </section>
        );
      }}
    </ListState>
  );
};
