import {
  profileRuleErrors,
  type AddressSuggestion,
  type Assistant,
  type AssistantUpdate,
} from '@relais/domain/rules';

/** The profile form: each field as typed (kept whatever the errors), coordinates from a chosen address. */
export type ProfileFormValues = {
  civility: '' | 'MR' | 'MRS';
  firstName: string;
  lastName: string;
  birthdate: string;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
  secondaryEmail: string;
  latitude: number | null;
  longitude: number | null;
};
export type ProfileField = Exclude<keyof ProfileFormValues, 'longitude'>;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** The profile update body (PUT /assistants) as the outbox keeps it. */
export type ProfileBody = AssistantUpdate & { userId: string };

type ProfileSource = Pick<
  Assistant,
  | 'civility'
  | 'firstName'
  | 'lastName'
  | 'birthdate'
  | 'address'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'phone'
  | 'secondaryEmail'
  | 'latitude'
  | 'longitude'
>;

export const formFromProfile = (p: ProfileSource): ProfileFormValues => ({
  civility: p.civility ?? '',
  firstName: p.firstName,
  lastName: p.lastName,
  birthdate: p.birthdate ?? '',
  address: p.address ?? '',
  zipCode: p.zipCode ?? '',
  city: p.city ?? '',
  country: p.country ?? '',
  phone: p.phone ?? '',
  secondaryEmail: p.secondaryEmail ?? '',
  latitude: p.latitude,
  longitude: p.longitude,
});

const orNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** What PUT /assistants sends: trimmed texts, blanks cleared (null). */
export const bodyFromForm = (values: ProfileFormValues, userId: string): ProfileBody => ({
  userId,
  civility: values.civility === '' ? null : values.civility,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  birthdate: orNull(values.birthdate),
  address: orNull(values.address),
  zipCode: orNull(values.zipCode),
  city: orNull(values.city),
  country: orNull(values.country),
  phone: orNull(values.phone),
  secondaryEmail: orNull(values.secondaryEmail),
  latitude: values.latitude,
  longitude: values.longitude,
});

/** A chosen suggestion fills the address, zip code, city, country and the coordinates. */
export const withSuggestion = (values: ProfileFormValues, s: AddressSuggestion): ProfileFormValues => ({
  ...values,
  address: s.address,
  zipCode: s.zipCode,
  city: s.city,
  country: s.country,
  latitude: s.latitude,
  longitude: s.longitude,
});

/** Typing the address by hand: the coordinates of an earlier choice no longer hold. */
export const withTypedAddress = (values: ProfileFormValues, address: string): ProfileFormValues => ({
  ...values,
  address,
  latitude: null,
  longitude: null,
});

/** The server's rules (`profileRuleErrors`), checked before sending: the error code by field. */
export const validateProfileForm = (values: ProfileFormValues, today: string): ProfileFormErrors => {
  const errors: ProfileFormErrors = {};
  for (const e of profileRuleErrors(bodyFromForm(values, ''), { today })) {
    const field = e.field as ProfileField | undefined;
    if (field && !errors[field]) errors[field] = e.errorCode;
  }
  return errors;
};
