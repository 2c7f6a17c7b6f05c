import type { StaffPremiumItem } from '@relais/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { consoleHomeKeys } from '../../home/console-home';
import { ct } from '../../i18n';
import { ageOf } from '../../ui/age';
import { answerPremium, listPremiumRequests, staffReportKeys } from '../api';
import { kindOf } from './report-format';

const Request = ({ item, onAnswered }: { item: StaffPremiumItem; onAnswered: (text: string) => void }) => {
  const answer = useMutation({
    mutationFn: (approved: boolean) => answerPremium(item.eventId, approved),
    onSuccess: (_p, approved) =>
      onAnswered(
        ct(approved ? 'reports.premiumApproved' : 'reports.premiumRefused', { name: item.client.name }),
      ),
  });
  const name = `${item.assistant.name} – ${item.client.name}, ${formatDate(item.startDate)}`;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-edge bg-white p-3">
      <p className="m-0">
        <strong>{name}</strong> · {kindOf(item.remote)}
        {item.label && <> · {item.label}</>}
      </p>
      <p className="m-0 text-muted">{ct('reports.premiumAsked', { age: ageOf(item.requestedAt) })}</p>
      {answer.isError && <FormAlert text={errorText(answer.error)} />}
      <div role="group" aria-label={name} className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => answer.mutate(true)}>
          {ct('reports.premiumApprove')}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate(false)}>
          {ct('reports.premiumRefuse')}
        </Button>
      </div>
    </li>
  );
};

/** The premium requests no client answered: staff answer them here on the client's behalf. */
export const PremiumRequests = () => {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState('');
  const list = useQuery({ queryKey: staffReportKeys.premium, queryFn: listPremiumRequests });
  const answered = (text: string) => {
    setNotice(text);
    void queryClient.invalidateQueries({ queryKey: staffReportKeys.all });
    void queryClient.invalidateQueries({ queryKey: consoleHomeKeys.queue('premium') });
  };
  if (!list.data || (list.data.total === 0 && !notice)) return null;
  return (
    <section aria-labelledby="premium-requests" className="flex flex-col gap-3">
      <h2 id="premium-requests" className="m-0 text-[1.3rem] font-bold">
        {ct('reports.premiumTitle')}
      </h2>
      <p className="m-0 text-muted">{ct('reports.premiumCount', { count: list.data.total })}</p>
      <div role="status" aria-live="polite" className={notice ? 'font-semibold' : 'sr-only'}>
        {notice}
      </div>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {list.data.items.map((item) => (
          <Request key={item.eventId} item={item} onAnswered={answered} />
        ))}
      </ul>
    </section>
  );
};
