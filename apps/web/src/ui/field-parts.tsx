/** What every field component shares: label look, border colour, the error message and its wiring. */
export const LABEL_CLASS = 'text-[1.08rem] font-semibold text-ink';

/** The border and focus of a bordered control: red while it shows an error. */
export const controlClass = (error: string | undefined): string =>
  `rounded-lg border bg-white text-[1.15rem] text-ink ${error ? 'border-error' : 'border-edge'} focus-visible:border-primary`;

/**
 * `aria-invalid` and `aria-describedby` of a control: its error message is read with it (after any
 * other description, such as a character counter).
 */
export const errorAria = (error: string | undefined, errorId: string, describedBy?: string) => {
  const ids = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
};

/** The inline error under a field (nothing when there is none). */
export const FieldError = ({ id, text }: { id: string; text: string | undefined }) =>
  text ? (
    <p id={id} className="m-0 text-error">
      {text}
    </p>
  ) : null;
