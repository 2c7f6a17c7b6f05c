import { BUSINESS_TIME_ZONE, zoneOffsetMinutes } from '@relais/domain/rules';
import { now } from '../lib/clock';
import { t } from '../lib/i18n';

/** Whether the device's clock is at another hour than the business zone's at `at` (its offset differs). */
export const deviceZoneDiffers = (at: Date = now()): boolean =>
  -at.getTimezoneOffset() !== zoneOffsetMinutes(BUSINESS_TIME_ZONE, at.getTime());

/**
 * Every time shown and typed is the business zone's (Paris): said once, on a screen with times, when
 * the device is at another hour. Nothing otherwise.
 */
export const ZoneNote = ({ className = '' }: { className?: string }) =>
  deviceZoneDiffers() ? (
    <p className={`m-0 text-[0.95rem] text-muted ${className}`} data-testid="zone-note">
      {t('common.parisTime')}
    </p>
  ) : null;
