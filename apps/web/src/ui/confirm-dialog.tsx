import { Button } from './button';
import { confirmStore, settleConfirm } from './confirm-store';
import { Dialog } from './dialog';
import { useStore } from './store';

/** The global confirmation dialog; Enter confirms. */
export const ConfirmDialog = () => {
  const request = useStore(confirmStore);
  return (
    <Dialog
      open={request !== null}
      title={request?.title ?? ''}
      onClose={() => settleConfirm(false)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
        e.preventDefault();
        settleConfirm(true);
      }}
    >
      <p className="m-0 mb-5 text-[1.08rem]">{request?.text}</p>
      <div className="flex justify-end gap-2">
        <Button variant="text" onClick={() => settleConfirm(false)}>
          {request?.cancelLabel}
        </Button>
        <Button autoFocus onClick={() => settleConfirm(true)}>
          {request?.confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
};
