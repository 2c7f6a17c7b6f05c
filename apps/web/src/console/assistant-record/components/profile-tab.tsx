import { useQuery } from '@tanstack/react-query';
import { ct } from '../../i18n';
import { ListState } from '../../ui/list-state';
import { getRecord, recordKeys } from '../api';
import { FactList } from './fact-list';

const PARTS = ['account', 'file', 'skills', 'availability', 'curriculum'] as const;

/** Identity, contact, city, skills, and the completion with what is missing. */
export const ProfileTab = ({ id }: { id: string }) => {
  const record = useQuery({ queryKey: recordKeys.summary(id), queryFn: () => getRecord(id) });
  return (
    <ListState query={record}>
      {({ assistant: a, skills, completion }) => {
        const none = ct('record.none');
        const missing = PARTS.filter((p) => completion[p] < 100);
        return (
          <div className="grid gap-4 lg:grid-cols-2">
            <FactList
              facts={[
                [ct('record.name'), `${a.firstName} ${a.lastName}`],
                [ct('record.email'), a.loginEmail],
                [ct('record.secondaryEmail'), a.secondaryEmail ?? none],
                [ct('record.phone'), a.phone ?? none],
                [ct('record.address'), [a.address, a.zipCode, a.city].filter(Boolean).join(', ') || none],
                [ct('record.city'), a.city ?? none],
                [
                  ct('record.skills'),
                  skills.skills.length === 0
                    ? none
                    : skills.skills
                        .map((s) => (s.grade === null ? s.label : `${s.label} (${s.grade}/5)`))
                        .join(', '),
                ],
              ]}
            />
            <div className="flex flex-col gap-2 rounded-lg border border-edge bg-white p-4">
              <h3 className="m-0 text-[1.1rem] font-bold">
                {ct('record.completion', { total: Math.round(completion.total) })}
              </h3>
              <ul className="m-0 flex list-none flex-col gap-1 p-0">
                {PARTS.map((p) => (
                  <li key={p}>
                    {ct(`record.parts.${p}`)}: {Math.round(completion[p])} %
                  </li>
                ))}
              </ul>
              <p className="m-0">
                {missing.length === 0
                  ? ct('record.nothingMissing')
                  : ct('record.missing', { parts: missing.map((p) => ct(`record.parts.${p}`)).join(', ') })}
              </p>
            </div>
          </div>
        );
      }}
    </ListState>
  );
};
