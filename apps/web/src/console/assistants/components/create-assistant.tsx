import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-message';
import { ApiError } from '../../../lib/http';
import { getLanguage, hasTranslation, t } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/form-alert';
import { SelectField } from '../../../ui/select-field';
import { EmailField, TextField } from '../../../ui/text-field';
import { ct } from '../../i18n';
import { useMay } from '../../shell/use-staff-me';
import { createAssistant, staffAssistantKeys } from '../api';

type Fields = {
  firstName: string;
  lastName: string;
  email: string;
  language: 'fr' | 'en';
  referralCode: string;
};
type Field = keyof Fields;

/** The server's field errors, translated, by field (what it refused stays typed). */
const fieldErrors = (error: unknown): Partial<Record<Field, string>> => {
  if (!(error instanceof ApiError)) return {};
  const out: Partial<Record<Field, string>> = {};
  for (const e of error.body?.errors ?? []) {
    const key = `errors.${e.errorCode}`;
    if (e.field && e.field in blank() && hasTranslation(key)) out[e.field as Field] ??= t(key);
  }
  return out;
};

const blank = (): Fields => ({
  firstName: '',
  lastName: '',
  email: '',
  language: getLanguage(),
  referralCode: '',
});

/**
 * "New assistant" (recruitment): her names, login email, the language of her mails and an optional
 * referral code; she gets the subscription mail. A refusal keeps what was typed and says why beside
 * the field; on success her record opens.
 */
export const CreateAssistant = () => {
  const may = useMay('recruitment');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Fields>(blank);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () =>
      createAssistant({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        language: values.language,
        ...(values.referralCode.trim() ? { referralCode: values.referralCode } : {}),
      }),
    onSuccess: async (created) => {
      await queryClient.invalidateQueries({ queryKey: staffAssistantKeys.all });
      setOpen(false);
      setValues(blank());
      void navigate(`/staff/assistants/${created.id}`);
    },
  });
  if (!may) return null;
  const errors = create.isError ? fieldErrors(create.error) : {};
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  /** A typed field's label, value, change and the server's refusal of it. */
  const field = (name: Exclude<Field, 'language'>) => ({
    label: ct(`assistants.create.${name}`),
    value: values[name],
    onChange: set(name),
    error: errors[name],
    autoComplete: 'off',
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{ct('assistants.create.open')}</Button>
      <Dialog open={open} title={ct('assistants.create.title')} onClose={() => setOpen(false)}>
        <form className="mt-3 flex flex-col gap-3" onSubmit={submit} noValidate>
          <p className="m-0 text-muted">{ct('assistants.create.intro')}</p>
          <TextField {...field('firstName')} required />
          <TextField {...field('lastName')} required />
          <EmailField {...field('email')} required />
          <SelectField
            label={ct('assistants.create.language')}
            value={values.language}
            onChange={set('language')}
          >
            <option value="fr">Français</option>
            <option value="en">English</option>
          </SelectField>
          <TextField {...field('referralCode')} />
          {create.isError && Object.keys(errors).length === 0 && <FormAlert text={errorText(create.error)} />}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {ct('assistants.create.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? ct('assistants.create.sending') : ct('assistants.create.submit')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
};
