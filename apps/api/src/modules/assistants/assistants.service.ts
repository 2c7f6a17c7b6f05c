import type { Assistant, AssistantUpdate, Clock } from '@relais/domain';
import { isStaffUser, type ProviderInfo } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { notFound } from '../../plugins/app-error';
import type { AssistantsRepository, UserPatch } from './assistants.repository';

export const toAssistant = (row: UserRow, provider: ProviderInfo): Assistant => ({
  id: row.id,
  userId: row.id,
  loginEmail: row.loginEmail,
  secondaryEmail: row.secondaryEmail,
  civility: row.civility,
  firstName: row.firstName,
  lastName: row.lastName,
  birthdate: row.birthdate,
  address: row.address,
  zipCode: row.zipCode,
  city: row.city,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  avatarUrl: row.avatarUrl,
  isClient: row.isClient,
  isStaff: isStaffUser(row, provider),
  proInsuranceLimitDate: row.proInsuranceLimitDate,
  warningUpdatePlanningDismissed: row.warningUpdatePlanningDismissed,
  signedDate: row.signedDate,
  tvaIncluded: row.tvaIncluded,
  warningUpdateExpertise: row.warningUpdateExpertise,
  status: row.status,
  recruitmentStatus: row.recruitmentStatus,
  beforeRecruitmentStatus: row.beforeRecruitmentStatus,
  warningRelaisAcademy: row.warningRelaisAcademy,
  description: row.description,
  fiscaliste: row.fiscaliste,
  submitInvoiceAuthorizationDate: row.submitInvoiceAuthorizationDate,
  avatarBadgeShownAt: row.avatarBadgeShownAt,
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
  'beforeRecruitmentStatus',
  'status',
] as const satisfies readonly (keyof AssistantUpdate & keyof UserPatch)[];

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

  /** Applies the fields present in the payload (null clears, absent keeps). Ownership is checked by the auth plugin. */
  update: async (update: AssistantUpdate): Promise<Assistant> => {
    const patch: Record<string, unknown> = {};
    for (const field of UPDATABLE) {
      const value = update[field];
      if (value !== undefined) patch[field] = value;
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
