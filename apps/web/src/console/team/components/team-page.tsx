import { STAFF_PERMISSIONS } from '@relais/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { ct } from '../../i18n';
import { useConsoleTitle } from '../../shell/use-console-title';
import { useMay, useStaffMe } from '../../shell/use-staff-me';
import { ListState } from '../../ui/list-state';
import { listTeam, staffTeamKeys } from '../api';
import { MemberRow, OWN_ADMIN_REASON_ID } from './member-row';

/**
 * /staff/team (admin): the staff members and their permissions, a checkbox per permission and a save
 * per member. Without admin: a notice (no call made; the API refuses anyway).
 */
export const TeamPage = () => {
  useConsoleTitle('team.title');
  const me = useStaffMe().data;
  const may = useMay('admin');
  const team = useQuery({ queryKey: staffTeamKeys.all, queryFn: listTeam, enabled: may });

  return (
    <section className="flex flex-col gap-4">
      <h1 className="m-0 text-[1.6rem] font-bold">{ct('team.title')}</h1>
      {me && !may ? (
        <p className="m-0">{ct('team.notAllowed')}</p>
      ) : (
        <ListState query={team}>
          {(data) =>
            data.items.length === 0 ? (
              <p className="m-0">{ct('team.empty')}</p>
            ) : (
              <>
                <p className="m-0">{ct('team.intro')}</p>
                <div className="relative overflow-x-auto rounded-lg border border-edge bg-white">
                  <table className="w-full border-collapse">
                    <caption className="sr-only">{ct('team.title')}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="px-3 py-2 text-left">
                          {ct('team.member')}
                        </th>
                        {STAFF_PERMISSIONS.map((p) => (
                          <th key={p} scope="col" className="px-3 py-2 text-center">
                            {ct(`shell.permission.${p}`)}
                          </th>
                        ))}
                        <th scope="col" className="sticky right-0 bg-white px-3 py-2">
                          <span className="sr-only">{ct('team.save')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((m) => (
                        <MemberRow key={m.id} member={m} isMe={m.id === me?.id} />
                      ))}
                    </tbody>
                  </table>
                </div>
                <p id={OWN_ADMIN_REASON_ID} className="m-0 text-muted">
                  {ct('team.ownAdmin')}
                </p>
              </>
            )
          }
        </ListState>
      )}
    </section>
  );
};
