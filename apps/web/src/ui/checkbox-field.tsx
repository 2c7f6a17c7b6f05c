import type { InputHTMLAttributes } from 'react';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/** A checkbox with its label, the whole line clickable. */
export const CheckboxField = ({ label, className = '', ...input }: CheckboxFieldProps) => (
  <label className={`flex min-h-11 items-center gap-3 text-[1.08rem] font-semibold ${className}`}>
    <input type="checkbox" className="h-5 w-5 accent-primary" {...input} />
    {label}
  </label>
);
