import { STAFF_PERMISSIONS, type StaffMember, type StaffPermission } from '@relais/domain/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { ct } from '../../i18n';
import { staffMeKeys } from '../../shell/use-staff-me';
import { setPermissions, staffTeamKeys } from '../api';

export const OWN_ADMIN_REASON_ID = 'team-own-admin';

const nameOf = (m: StaffMember): string => `${m.firstName} ${m.lastName}`.trim() || m.email;

/**
 * One member's line: a checkbox per permission and her save button. One's own admin box is
 * disabled (the reason is said under the table); what was ticked stays on a refused or failed save.
 */
export const MemberRow = ({ member, isMe }: { member: StaffMember; isMe: boolean }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReadonlySet<StaffPermission>>(() => new Set(member.permissions));
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      setPermissions(
        member.id,
        STAFF_PERMISSIONS.filter((p) => draft.has(p)),
      ),
    onSuccess: async (answer) => {
      setDraft(new Set(answer.permissions));
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: staffTeamKeys.all });
      if (isMe) await queryClient.invalidateQueries({ queryKey: staffMeKeys.me });
    },
  });
  const name = nameOf(member);
  const changed = draft.size !== member.permissions.length || member.permissions.some((p) => !draft.has(p));
  const toggle = (p: StaffPermission, on: boolean) => {
    setSaved(false);
    save.reset();
    setDraft((d) => {
      const next = new Set(d);
      if (on) next.add(p);
      else next.delete(p);
      return next;
    });
  };
  const ownAdmin = isMe && member.permissions.includes('admin');
  const statusId = `team-status-${member.id}`;

  return (
    <tr className="border-t border-edge align-top">
      <th scope="row" className="px-3 py-2 text-left font-semibold">
        {name} {isMe && <span className="font-normal text-muted">{ct('team.you')}</span>}
        <span className="block text-[0.95rem] font-normal text-muted">{member.email}</span>
      </th>
      {STAFF_PERMISSIONS.map((p) => (
        <td key={p} className="px-3 py-2 text-center">
          <input
            type="checkbox"
            className="h-5 w-5 accent-primary"
            aria-label={`${ct(`shell.permission.${p}`)} – ${name}`}
            checked={draft.has(p)}
            disabled={p === 'admin' && ownAdmin}
            aria-describedby={p === 'admin' && ownAdmin ? OWN_ADMIN_REASON_ID : undefined}
            onChange={(e) => toggle(p, e.target.checked)}
          />
        </td>
      ))}
      <td className="sticky right-0 bg-white px-3 py-2">
        <div className="flex flex-col gap-2">
          <Button
            variant="secondary"
            disabled={save.isPending || !changed}
            aria-describedby={statusId}
            onClick={() => save.mutate()}
          >
            {save.isPending ? ct('team.saving') : ct('team.save')}
            <span className="sr-only"> {ct('team.permissionsOf', { name })}</span>
          </Button>
          <div id={statusId}>
            {save.isError ? (
              <p role="alert" className="m-0 font-semibold text-error">
                {errorText(save.error)}
              </p>
            ) : (
              <p role="status" className="m-0 text-muted">
                {saved ? ct('team.saved', { name }) : ''}
              </p>
            )}
          </div>
        </div>
      </td>
    </tr>
  );
};
