import { useNavigate } from 'react-router';
import { itemFailure } from '../../../lib/error-message';
import { t } from '../../../lib/i18n';
import { ItemDenied } from '../../../ui/item-state';
import { Notice } from './notice';

/** A report screen whose intervention could not be read: another assistant's (403) or not found. */
export const EventFailure = ({ error }: { error: unknown }) => {
  const navigate = useNavigate();
  if (itemFailure(error) === 'denied')
    return <ItemDenied backLabel={t('reports.backHome')} onBack={() => void navigate('/home')} />;
  return <Notice text={t('reports.notFound')} link={{ to: '/home', label: t('reports.backHome') }} />;
};
