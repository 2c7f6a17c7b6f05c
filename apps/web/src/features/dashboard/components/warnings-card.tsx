import { type Dashboard } from '@relais/domain/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../../data/assistant';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { menuLinks } from '../../../lib/menu-links';
import { markAcademySeen } from '../api/academy-action';
import { PlanningSnooze } from './planning-snooze';
import { CardSection } from '../../../ui/card-section';
import { DocumentReminders } from '../../../ui/document-reminders';
import { inlineTextLink, textLink } from '../../../ui/text-link';

type Warnings = Dashboard['warnings'];

const Item = ({ children, tone = 'primary' }: { children: ReactNode; tone?: 'primary' | 'error' }) => (
  <li
    className={`flex flex-col gap-1 rounded-lg border-l-4 bg-secondary-soft p-3 ${tone === 'error' ? 'border-l-error' : 'border-l-primary'}`}
  >
    {children}
  </li>
);

/** True when at least one warning applies (the card is not shown otherwise). */
export const hasWarnings = (w: Warnings, planningSnoozed: boolean): boolean =>
  (w.planningUpdateDue && !planningSnoozed) ||
  w.insurance !== 'ok' ||
  w.expertiseToUpdate ||
  w.academy !== 'none' ||
  documentReminders(w).length > 0;

/** The documents to renew, less the insurance while its own warning shows. */
const documentReminders = (w: Warnings): Warnings['documents'] =>
  w.documents.filter((d) => !(d.fileType === 'PROFESSIONAL_INSURANCE' && w.insurance !== 'ok'));

/** The warnings that apply: planning (with snooze), professional insurance, expertise, academy (spec 4). */
export const WarningsCard = ({
  warnings,
  planningSnoozed,
  planningSnooze,
}: {
  warnings: Warnings;
  planningSnoozed: boolean;
  /** The snooze form of the planning warning (the availability feature's, given by home). */
  planningSnooze: ReactNode;
}) => {
  const me = useMe().data;
  if (!hasWarnings(warnings, planningSnoozed)) return null;
  const date = warnings.insuranceLimitDate ? formatDate(`${warnings.insuranceLimitDate}T12:00:00`, 'P') : '';
  return (
    <CardSection id="warnings-title" title={t('dashboard.warnings.title')}>
      <ul className="m-0 flex list-none flex-col gap-2 p-0">
        {warnings.planningUpdateDue && !planningSnoozed && (
          <Item>
            <PlanningSnooze>{planningSnooze}</PlanningSnooze>
          </Item>
        )}
        {warnings.insurance !== 'ok' && (
          <Item tone={warnings.insurance === 'expiring' ? 'primary' : 'error'}>
            <p className="m-0 font-semibold">{t('dashboard.warnings.insuranceTitle')}</p>
            <p className="m-0">
              {warnings.insurance === 'missing' || !date
                ? t('dashboard.warnings.insuranceMissing')
                : t(
                    warnings.insurance === 'expired'
                      ? 'dashboard.warnings.insuranceExpired'
                      : 'dashboard.warnings.insuranceExpiring',
                    { date },
                  )}
            </p>
            <Link to="/user/file#PROFESSIONAL_INSURANCE" className={textLink}>
              {t('folder.insuranceLink')}
            </Link>
          </Item>
        )}
        <DocumentReminders
          reminders={documentReminders(warnings)}
          itemClass={(r) =>
            `flex flex-col gap-1 rounded-lg border-l-4 bg-secondary-soft p-3 ${r.kind === 'EXPIRED' ? 'border-l-error' : 'border-l-primary'}`
          }
        />
        {warnings.expertiseToUpdate && (
          <Item>
            <p className="m-0 font-semibold">{t('dashboard.warnings.expertiseTitle')}</p>
            <p className="m-0">{t('dashboard.warnings.expertiseText')}</p>
            <Link to="/user/skills" className={inlineTextLink}>
              {t('skills.updateLink')}
            </Link>
          </Item>
        )}
        {warnings.academy !== 'none' && (
          <Item>
            <p className="m-0 font-semibold">
              {t(
                warnings.academy === 'first'
                  ? 'dashboard.warnings.academyFirstTitle'
                  : 'dashboard.warnings.academyReviewTitle',
              )}
            </p>
            <p className="m-0">
              {t(
                warnings.academy === 'first'
                  ? 'dashboard.warnings.academyFirstText'
                  : 'dashboard.warnings.academyReviewText',
              )}
            </p>
            {/* opening the academy, or dismissing the warning, records it seen: the warning goes */}
            <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={menuLinks.academy}
                target="_blank"
                rel="noopener noreferrer"
                className={inlineTextLink}
                onClick={() => markAcademySeen(me)}
              >
                {t('dashboard.warnings.academyLink')}
              </a>
              <button type="button" className={inlineTextLink} onClick={() => markAcademySeen(me)}>
                {t('dashboard.warnings.academyDismiss')}
              </button>
            </span>
          </Item>
        )}
      </ul>
    </CardSection>
  );
};
