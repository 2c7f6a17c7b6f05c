import {
  businessDate,
  profileRuleErrors,
  type Assistant,
  type AssistantUpdate,
  type Clock,
} from '@relais/domain';
import { isStaffUser, type ProviderInfo } from '../../config';
import { notFound, ruleFailure } from '../../plugins/app-error';
import type { AssistantRecord, AssistantsRepository, UserPatch } from './assistants.repository';

/** The account as the API answers it: staff told apart by the provider's email domain (spec 6). */
const toAssistant = ({ role, ...record }: AssistantRecord, provider: ProviderInfo): Assistant => ({
  ...record,
  isStaff: isStaffUser({ role, loginEmail: record.loginEmail }, provider),
});

/** Fields of the update payload that map one to one onto the user row. */
const UPDATABLE = [
  'civility',
  'firstName',
  'lastName',
  'birthdate',
  'address',
  'zipCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'secondaryEmail',
  'phone',
  'warningUpdatePlanningDismissed',
  'warningRelaisAcademy',
] as const satisfies readonly (keyof AssistantUpdate & keyof UserPatch)[];

/** Optional texts a blank value clears. */
const CLEARED_WHEN_BLANK: ReadonlySet<string> = new Set([
  'address',
  'zipCode',
  'city',
  'country',
  'secondaryEmail',
  'phone',
]);

export const createAssistantsService = (deps: {
  repo: AssistantsRepository;
  clock: Clock;
  provider: ProviderInfo;
}) => ({
  getById: async (id: string): Promise<Assistant> => {
    const row = await deps.repo.findById(id);
    if (!row) throw notFound('Assistant');
    return toAssistant(row, deps.provider);
  },

  /**
   * Applies the fields present in the payload (null or blank clears, absent keeps) after the profile
   * rules (`profileRuleErrors`). Ownership is checked by the auth plugin.
   */
  update: async (update: AssistantUpdate): Promise<Assistant> => {
    const errors = profileRuleErrors(update, { today: businessDate(deps.clock.now()) });
    if (errors.length > 0) throw ruleFailure(errors);
    const patch: Record<string, unknown> = {};
    for (const field of UPDATABLE) {
      const value = update[field];
      if (value === undefined) continue;
      // texts are stored trimmed; a blank optional one is cleared (null)
      patch[field] =
        typeof value === 'string'
          ? CLEARED_WHEN_BLANK.has(field)
            ? value.trim() || null
            : value.trim()
          : value;
    }
    const row = await deps.repo.update(update.userId, {
      ...(patch as UserPatch),
      updatedAt: deps.clock.now(),
    });
    if (!row) throw notFound('Assistant');
    return toAssistant(row, deps.provider);
  },
});

export type AssistantsService = ReturnType<typeof createAssistantsService>;
