import { litSegments, type Completion } from '@relais/domain/rules';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { Gauge } from '../../../ui/gauge';
import { CardSection } from '../../../ui/card-section';

/** The five areas, each opening the screen that completes it. */
const COMPLETION_AREAS = [
  { area: 'account', to: '/user/account' },
  { area: 'file', to: '/user/file' },
  { area: 'skills', to: '/user/skills' },
  { area: 'availability', to: '/availability' },
  { area: 'curriculum', to: '/user/curriculum' },
] as const;

/** The completion gauge (segments by `litSegments`) with the total and the five areas, each a link. */
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
    <ul className="m-0 grid list-none grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-x-4 p-0">
      {COMPLETION_AREAS.map(({ area, to }) => (
        <li key={area}>
          <Link
            to={to}
            className="flex min-h-11 items-center justify-between gap-2 rounded text-primary underline underline-offset-2"
          >
            <span>{t(`dashboard.completion.areas.${area}`)}</span>{' '}
            <span className="font-semibold">{completion[area]} %</span>
          </Link>
        </li>
      ))}
    </ul>
  </CardSection>
);
