import type { InterventionEvent } from '@relais/domain/rules';
import { t } from './i18n';

/**
 * What an intervention is called on home, missions and the dashboard: its own label; a remote work
 * without one reads 'Télétravail' / 'Remote work' (from its kind, never a stored French word); a
 * visit without one, its client.
 */
export const eventTitle = (e: Pick<InterventionEvent, 'label' | 'remote' | 'clientName'>): string =>
  e.label.trim() || (e.remote ? t('interventions.remoteWork') : e.clientName);

/** The title followed by the client ('Télétravail – Cabinet Girard'), or the client alone when it is the title. */
export const eventTitleWithClient = (
  e: Pick<InterventionEvent, 'label' | 'remote' | 'clientName'>,
): string => {
  const title = eventTitle(e);
  return title === e.clientName ? title : `${title} – ${e.clientName}`;
};
