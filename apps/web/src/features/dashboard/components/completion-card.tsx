import { litSegments, type Completion } from '@relais/domain/rules';
import { t } from '../../../lib/i18n';
import { Gauge } from '../../../ui/gauge';
import { CardSection } from '../../../ui/card-section';

const AREAS = ['account', 'file', 'skills', 'availability', 'curriculum'] as const;

/** The completion gauge (segments by `litSegments`) with the total and the five areas. */
export const CompletionCard = ({ completion }: { completion: Completion }) => (
  <CardSection id="completion-title" title={t('dashboard.completion.title')}>
    <div className="flex items-center gap-3">
      <Gauge
        lit={litSegments(completion.total)}
        label={t('dashboard.completion.gauge', { total: completion.total })}
      />
      <span className="text-[1.3rem] font-bold" aria-hidden="true">
        {completion.total} %
      </span>
    </div>
    <p className="m-0 text-muted">{t('dashboard.completion.hint')}</p>
    <ul className="m-0 grid list-none grid-cols-2 gap-x-4 gap-y-1 p-0">
      {AREAS.map((area) => (
        <li key={area} className="flex justify-between gap-2">
          <span>{t(`dashboard.completion.areas.${area}`)}</span>
          <span className="font-semibold">{completion[area]} %</span>
        </li>
      ))}
    </ul>
  </CardSection>
);
