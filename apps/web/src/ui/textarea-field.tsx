import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, errorAria, FieldFrame, useFieldIds, type FieldProps } from './field-parts';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> &
  FieldProps & {
    /** A line between the label and the text area. */
    hint?: ReactNode;
    /** Ids of other descriptions read with the field (a character counter among `children`). */
    describedBy?: string | undefined;
    ref?: Ref<HTMLTextAreaElement>;
    /** Under the text area, before the error (a character counter). */
    children?: ReactNode;
  };

/** A labelled text area with its inline, announced error. */
export const TextAreaField = (props: TextAreaFieldProps) => {
  const { label, error, hint, describedBy, ref, children, className, rows = 3, ...textarea } = props;
  const { id, errorId } = useFieldIds();
  return (
    <FieldFrame id={id} errorId={errorId} label={label} error={error} className={className}>
      {hint && <p className="m-0 text-sm text-muted">{hint}</p>}
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        {...errorAria(error, errorId, describedBy)}
        className={`p-3 ${controlClass(error)}`}
        {...textarea}
      />
      {children}
    </FieldFrame>
  );
};
