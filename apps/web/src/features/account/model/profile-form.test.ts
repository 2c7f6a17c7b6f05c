import { describe, expect, it } from 'vitest';
import {
  bodyFromForm,
  formFromProfile,
  validateProfileForm,
  withSuggestion,
  withTypedAddress,
  type ProfileFormValues,
} from './profile-form';

const today = '2026-11-25';
const filled: ProfileFormValues = {
  civility: 'MRS',
  firstName: ' Camille ',
  lastName: 'Durand',
  birthdate: '1988-04-12',
  address: '8 place Bellecour',
  zipCode: '69002',
  city: 'Lyon',
  country: 'France',
  phone: '+33 6 12 34 56 78',
  secondaryEmail: 'camille@exemple.fr',
  latitude: 45.7578,
  longitude: 4.832,
};

describe('profile form', () => {
  it('round-trips a stored profile, nulls as empty texts', () => {
    const values = formFromProfile({
      ...filled,
      civility: null,
      birthdate: null,
      phone: null,
      secondaryEmail: null,
      address: null,
      zipCode: null,
      city: null,
      country: null,
      latitude: null,
      longitude: null,
    });
    expect(values).toMatchObject({
      civility: '',
      birthdate: '',
      phone: '',
      secondaryEmail: '',
      latitude: null,
    });
  });

  it('sends trimmed texts and clears blank optional fields', () => {
    expect(bodyFromForm({ ...filled, phone: '  ', civility: '' }, 'u1')).toEqual({
      userId: 'u1',
      civility: null,
      firstName: 'Camille',
      lastName: 'Durand',
      birthdate: '1988-04-12',
      address: '8 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
      country: 'France',
      phone: null,
      secondaryEmail: 'camille@exemple.fr',
      latitude: 45.7578,
      longitude: 4.832,
    });
  });

  it('checks the domain rules, one code per field', () => {
    expect(validateProfileForm(filled, today)).toEqual({});
    expect(
      validateProfileForm(
        { ...filled, lastName: ' ', secondaryEmail: 'camille@', birthdate: '2026-12-01', phone: 'abc' },
        today,
      ),
    ).toEqual({
      lastName: 'last_name_or_email_empty',
      secondaryEmail: 'invalid-email',
      birthdate: 'birthdate_not_sensible',
      phone: 'invalid_phone',
    });
  });

  it('fills the address fields and coordinates from a suggestion; typing drops the coordinates', () => {
    const chosen = withSuggestion(filled, {
      label: '8 Boulevard du Port 80000 Amiens',
      address: '8 Boulevard du Port',
      zipCode: '80000',
      city: 'Amiens',
      country: 'France',
      latitude: 49.897443,
      longitude: 2.290084,
    });
    expect(chosen).toMatchObject({
      address: '8 Boulevard du Port',
      zipCode: '80000',
      city: 'Amiens',
      latitude: 49.897443,
      longitude: 2.290084,
    });
    expect(withTypedAddress(chosen, '9 Boulevard du Port')).toMatchObject({
      address: '9 Boulevard du Port',
      zipCode: '80000',
      latitude: null,
      longitude: null,
    });
  });
});
