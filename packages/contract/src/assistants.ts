import { assistantSchema, assistantUpdateSchema } from '@relais/domain';
import { defineRoute, ownerRoute, idParam } from './route';
import { routeTable } from './routes';

export const getMe = defineRoute({
  ...routeTable.getMe,
  summary: 'The signed-in assistant',
  auth: 'user',
  clientsToo: 'the shell reads who is signed in (isClient) for every kind of user',
  response: assistantSchema,
  errors: ['authentication_required'],
});

export const getAssistant = ownerRoute({
  ...routeTable.getAssistant,
  summary: 'An assistant by id (the caller only)',
  params: idParam,
  response: assistantSchema,
  errors: [],
});

export const updateAssistant = defineRoute({
  ...routeTable.updateAssistant,
  summary: 'Update the profile fields of the assistant named by userId in the body',
  auth: 'user',
  ownerBody: 'userId',
  body: assistantUpdateSchema,
  response: assistantSchema,
  errors: [
    'authentication_required',
    'access_denied',
    'validation_failed',
    'last_name_or_email_empty',
    'required-field',
    'invalid-email',
    'invalid_phone',
    'birthdate_not_sensible',
    'value-out-of-range',
    'date-out-of-range',
  ],
});

export const assistantRoutes = [getMe, getAssistant, updateAssistant] as const;
