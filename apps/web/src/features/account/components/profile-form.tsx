import {
  DATE_MAX,
  EMAIL_MAX,
  PROFILE_CITY_MAX,
  PROFILE_COUNTRY_MAX,
  PROFILE_NAME_MAX,
  PROFILE_PHONE_MAX,
  PROFILE_ZIP_MAX,
  BIRTHDATE_MIN,
} from '@relais/domain/rules';
import { hasTranslation, t } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import {
  withSuggestion,
  withTypedAddress,
  type ProfileField,
  type ProfileFormErrors,
  type ProfileFormValues,
} from '../model/profile-form';
import { AddressField } from './address-field';

/** The translated text of a field's error code (the domain's codes are translated under `errors.`). */
export const profileErrorText = (code: string | undefined): string | undefined => {
  if (!code) return undefined;
  const key = `errors.${code}`;
  return hasTranslation(key) ? t(key) : code;
};

export type ProfileFormProps = {
  initial: ProfileFormValues;
  validate: (values: ProfileFormValues) => ProfileFormErrors;
  /** Resolves once the outcome is known (the save button stays busy meanwhile). */
  onSubmit: (values: ProfileFormValues) => Promise<void>;
};

/**
 * Spec 3 profile fields: civility, names, birth date, address (with suggestions), zip code, city,
 * country, phone, secondary email. Checked on submit, then as the user corrects; what was typed is
 * never cleared; focus goes to the first field in error.
 */
export const ProfileForm = ({ initial, validate, onSubmit }: ProfileFormProps) => {
  const { values, setValues, errors, busy, formProps, bind } = useForm({ initial, validate });
  const field = (name: Exclude<ProfileField, 'civility' | 'latitude' | 'address'>) => ({
    ...bind(name),
    error: profileErrorText(errors[name]),
  });

  return (
    <form className="flex flex-col gap-4" {...formProps(onSubmit)}>
      <SelectField
        label={t('account.profile.civility')}
        value={values.civility}
        error={profileErrorText(errors.civility)}
        onChange={(e) =>
          setValues((v) => ({
            ...v,
            civility: e.target.value === 'MR' || e.target.value === 'MRS' ? e.target.value : '',
          }))
        }
      >
        <option value="">{t('account.profile.civilityNone')}</option>
        <option value="MRS">{t('account.profile.civilityMRS')}</option>
        <option value="MR">{t('account.profile.civilityMR')}</option>
      </SelectField>
      <TextField
        label={t('account.profile.firstName')}
        required
        maxLength={PROFILE_NAME_MAX}
        autoComplete="given-name"
        {...field('firstName')}
      />
      <TextField
        label={t('account.profile.lastName')}
        required
        maxLength={PROFILE_NAME_MAX}
        autoComplete="family-name"
        {...field('lastName')}
      />
      <TextField
        type="date"
        label={t('account.profile.birthdate')}
        min={BIRTHDATE_MIN}
        max={DATE_MAX}
        autoComplete="bday"
        {...field('birthdate')}
      />
      <AddressField
        label={t('account.profile.address')}
        value={values.address}
        error={profileErrorText(errors.address ?? errors.latitude)}
        onType={(text) => setValues((v) => withTypedAddress(v, text))}
        onChoose={(s) => setValues((v) => withSuggestion(v, s))}
      />
      <TextField
        label={t('account.profile.zipCode')}
        maxLength={PROFILE_ZIP_MAX}
        autoComplete="postal-code"
        {...field('zipCode')}
      />
      <TextField
        label={t('account.profile.city')}
        maxLength={PROFILE_CITY_MAX}
        autoComplete="address-level2"
        {...field('city')}
      />
      <TextField
        label={t('account.profile.country')}
        maxLength={PROFILE_COUNTRY_MAX}
        autoComplete="country-name"
        {...field('country')}
      />
      <TextField
        type="tel"
        label={t('account.profile.phone')}
        maxLength={PROFILE_PHONE_MAX}
        autoComplete="tel"
        {...field('phone')}
      />
      <TextField
        type="email"
        label={t('account.profile.secondaryEmail')}
        maxLength={EMAIL_MAX}
        autoComplete="email"
        {...field('secondaryEmail')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
};
