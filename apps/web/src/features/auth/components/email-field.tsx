import { TextField, type TextFieldProps } from '../../../ui/text-field';

/** The sign-in email (the sign-in form, forgot password, first login): what password managers fill. */
export const EmailField = (props: Omit<TextFieldProps, 'type'>) => (
  <TextField
    type="email"
    autoComplete="username"
    inputMode="email"
    autoCapitalize="none"
    spellCheck={false}
    {...props}
  />
);
