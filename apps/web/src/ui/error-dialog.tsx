import { t } from '../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import { closeErrorDialog, errorDialogStore } from './error-dialog-store';
import { useStore } from './store';

export const ErrorDialog = () => {
  const error = useStore(errorDialogStore);
  return (
    <Dialog open={error !== null} title={error?.title ?? ''} onClose={closeErrorDialog}>
      <p role="alert" className="m-0 mb-5 text-[1.08rem] whitespace-pre-line">
        {error?.text}
      </p>
      <div className="flex justify-end">
        <Button autoFocus onClick={closeErrorDialog}>
          {t('common.ok')}
        </Button>
      </div>
    </Dialog>
  );
};
