import type { ChangeEvent, InputHTMLAttributes } from 'react';

const BUTTON =
  'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-secondary bg-white px-3 font-semibold text-secondary focus-within:outline-2 focus-within:outline-primary';

export type FilePickButtonProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'onChange'
> & {
  /** The visible text of the button. */
  label: string;
  /** Extra classes of the button (its place in the form). */
  className?: string;
  onPick: (file: File) => void;
};

/**
 * A file input shown as a button (the input itself stays reachable, visually hidden). The picked
 * file is handed to `onPick` and the input is emptied, so the same file can be picked again.
 */
export const FilePickButton = ({ label, className = '', onPick, ...input }: FilePickButtonProps) => {
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onPick(file);
  };
  return (
    <label className={`${BUTTON} ${className}`.trim()}>
      {label}
      <input type="file" className="sr-only" {...input} onChange={picked} />
    </label>
  );
};
