import { eq } from 'drizzle-orm';
import type { Assistant } from '@relais/domain';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';

export type UserPatch = Partial<
  Omit<typeof users.$inferInsert, 'id' | 'loginEmail' | 'passwordHash' | 'role' | 'createdAt'>
>;

/** The stored account: the API's shape without `isStaff` (the service derives it), and the stored role. */
export type AssistantRecord = Omit<Assistant, 'isStaff'> & { role: 'ASSISTANT' | 'STAFF' };

const toRecord = (row: UserRow): AssistantRecord => ({
  role: row.role,
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

export const createAssistantsRepository = (db: Db) => ({
  findById: async (id: string): Promise<AssistantRecord | null> => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row ? toRecord(row) : null;
  },

  update: async (id: string, patch: UserPatch): Promise<AssistantRecord | null> => {
    const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row ? toRecord(row) : null;
  },
});

export type AssistantsRepository = ReturnType<typeof createAssistantsRepository>;
