import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-strong disabled:opacity-60',
  secondary: 'border border-secondary text-secondary bg-white hover:bg-secondary-soft disabled:opacity-60',
  text: 'text-primary hover:bg-primary-soft disabled:opacity-60',
  danger: 'bg-error text-white hover:opacity-90 disabled:opacity-60',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
};

export const Button = ({
  variant = 'primary',
  block = false,
  className = '',
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-[1.08rem] font-semibold ${VARIANTS[variant]} ${block ? 'w-full' : ''} ${className}`}
    {...rest}
  />
);
