import { TextField, type TextFieldProps } from '../../../ui/text-field';

/**
 * A new password's input, shown as text or hidden (one toggle of the form's for both fields; the
 * typed text stays either way). The hint it is described by gives way to its error.
 */
export const NewPasswordField = ({
  shown,
  describedBy,
  error,
  ...field
}: Omit<TextFieldProps, 'type'> & { shown: boolean; describedBy?: string }) => (
  <TextField
    type={shown ? 'text' : 'password'}
    autoComplete="new-password"
    autoCapitalize="none"
    spellCheck={false}
    error={error}
    aria-describedby={error ? undefined : describedBy}
    {...field}
  />
);
