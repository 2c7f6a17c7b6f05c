import { academyState, type Assistant } from '@relais/domain/rules';
import { markAcademySeen } from '../../../features/dashboard/api/academy-action';
import { now } from '../../../lib/clock';
import { t } from '../../../lib/i18n';
import { Icon } from '../../../ui/icon';
import { ExternalItem } from './menu-item';

type Who = Pick<Assistant, 'userId' | 'warningRelaisAcademy' | 'isClient' | 'isStaff'>;

/**
 * The benefits link (spec 2 and 4): NEW in the academy's first state, a diamond in its review state,
 * nothing otherwise; clients and staff never get either (`academyState` answers 'none' for them).
 * Opening it records that the academy was seen (`markAcademySeen`): the badge goes.
 */
export const BenefitsItem = ({ me }: { me: Who }) => {
  const state = academyState(me.warningRelaisAcademy, now(), me);
  return (
    <ExternalItem link="benefits" label="shellExtras.benefits" icon="gift" onOpen={() => markAcademySeen(me)}>
      {state === 'first' && (
        <span className="rounded-full bg-error px-2 py-0.5 text-[0.8rem] font-bold text-white">
          {t('shellExtras.newBadge')}
        </span>
      )}
      {state === 'review' && (
        <span className="inline-flex items-center text-secondary">
          <Icon name="diamond" className="h-5 w-5" />
          <span className="sr-only">{t('shellExtras.reviewBadge')}</span>
        </span>
      )}
    </ExternalItem>
  );
};
