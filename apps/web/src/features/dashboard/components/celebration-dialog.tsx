import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** Spec 4: the congratulation dialog once the profile is complete enough for opportunities. */
export const CelebrationDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} title={t('dashboard.celebration.title')} onClose={onClose}>
    <p className="m-0 mb-4">{t('dashboard.celebration.text')}</p>
    <div className="flex justify-end">
      <Button onClick={onClose}>{t('dashboard.celebration.ok')}</Button>
    </div>
  </Dialog>
);
