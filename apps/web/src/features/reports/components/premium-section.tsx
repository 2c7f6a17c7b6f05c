import type { AssistantRate, Premium, TaskGroup } from '@relais/domain/rules';
import { t, type TranslationKey } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import type { ReportFormValues, TaskEntry } from '../model/report-values';
import { OptionList, SelectField } from '../../../ui/select-field';
import { Section } from './section';
import { rateOptions } from './rate-options';
import { TaskGroups } from './task-groups';

const STATE_KEYS: Record<Premium['state'], TranslationKey> = {
  NONE: 'reports.premium.none',
  WAITING: 'reports.premium.waiting',
  APPROVED: 'reports.premium.approved',
  REFUSED: 'reports.premium.refused',
};

type Props = {
  premium: Premium;
  groups: TaskGroup[];
  rates: AssistantRate[];
  values: ReportFormValues;
  asking: boolean;
  errorOf: (field: string) => string | undefined;
  onAsk: () => void;
  onTask: (taskId: string, entry: TaskEntry) => void;
  onChange: (change: Partial<ReportFormValues>) => void;
};

/**
 * Premium services: the client's answer (refused, waiting, approved) and, once approved, the
 * premium tasks and rate. When never asked, a button asks the client.
 */
export const PremiumSection = ({
  premium,
  groups,
  rates,
  values,
  asking,
  errorOf,
  onAsk,
  onTask,
  onChange,
}: Props) => {
  const open = premium.enabled && premium.state === 'APPROVED';
  return (
    <Section title={t('reports.premium.title')}>
      <p className="m-0" data-premium-state={premium.enabled ? premium.state : 'NOT_OFFERED'}>
        {premium.enabled ? t(STATE_KEYS[premium.state]) : t('reports.premium.notOffered')}
      </p>
      {premium.enabled && premium.state === 'NONE' && (
        <Button variant="secondary" className="self-start" disabled={asking} onClick={onAsk}>
          {t('reports.premium.ask')}
        </Button>
      )}
      {open && (
        <>
          <SelectField
            label={t('reports.premiumRate')}
            value={values.premiumRateId}
            onChange={(e) => onChange({ premiumRateId: e.target.value })}
          >
            <option value="">{t('reports.choose')}</option>
            <OptionList options={rateOptions(rates, 'PREMIUM')} />
          </SelectField>
          {errorOf('premiumTasks') && (
            <p role="alert" className="m-0 text-error">
              {errorOf('premiumTasks')}
            </p>
          )}
          <TaskGroups
            groups={groups}
            entries={values.premiumTasks}
            onChange={onTask}
            errorOf={(id) => errorOf(`task:${id}`)}
          />
        </>
      )}
    </Section>
  );
};
