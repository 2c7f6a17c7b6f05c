import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'center' for alerts and confirmations, 'side' for the drawer, 'menu' for the avatar menu. */
  placement?: 'center' | 'side' | 'menu';
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  /** Show the title visibly (default) or only to assistive technology. */
  hideTitle?: boolean;
};

const PLACEMENT = {
  center: 'm-auto w-[min(92vw,28rem)] rounded-xl',
  side: 'my-0 ml-0 mr-auto h-dvh max-h-dvh w-[min(86vw,22rem)] rounded-r-xl',
  menu: 'mt-14 mr-2 ml-auto w-[min(92vw,20rem)] rounded-xl',
} as const;
const INNER = { center: 'p-5', side: 'h-full', menu: '' } as const;

/**
 * A modal built on <dialog showModal>: the rest of the page is inert (focus stays inside), Escape
 * closes, and focus returns to the element that opened it.
 */
export const Dialog = ({
  open,
  title,
  onClose,
  children,
  placement = 'center',
  onKeyDown,
  hideTitle = false,
}: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    if (open) return;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`bg-white p-0 text-ink shadow-xl ${PLACEMENT[placement]}`}
      onClick={(e) => {
        // a click on the backdrop lands on the <dialog> itself, outside the inner box
        if (e.target === e.currentTarget) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {open && (
        <div className={INNER[placement]}>
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'm-0 mb-3 text-[1.3rem] font-bold'}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
};
