import { createStore } from './store';

export type ConfirmRequest = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  resolve: (confirmed: boolean) => void;
};

export const confirmStore = createStore<ConfirmRequest | null>(null);

/** Asks the user; resolves true on confirm (button or Enter), false on cancel or Escape. */
export const confirmAction = (request: Omit<ConfirmRequest, 'resolve'>): Promise<boolean> =>
  new Promise((resolve) => {
    confirmStore.get()?.resolve(false);
    confirmStore.set({ ...request, resolve });
  });

export const settleConfirm = (confirmed: boolean): void => {
  const current = confirmStore.get();
  confirmStore.set(null);
  current?.resolve(confirmed);
};
