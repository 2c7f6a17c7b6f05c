import { z } from 'zod';
import { CIVILITIES } from './assistant.rules';
import { EMAIL_MAX, isValidEmail } from './profile.rules';
import { birthdateSchema, boundedDateSchema } from '../time/date.schema';
export const civilitySchema = z.enum(CIVILITIES);

const isoDate = z.iso.date();

/** GET /assistants/me and /assistants/{id}: local user state plus the user data of spec 3. */
export const assistantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  loginEmail: z.string(),
  secondaryEmail: z.string().nullable(),
  civility: civilitySchema.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthdate: isoDate.nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isClient: z.boolean(),
  isStaff: z.boolean(),
  proInsuranceLimitDate: isoDate.nullable(),
  warningUpdatePlanningDismissed: isoDate.nullable(),
  signedDate: isoDate.nullable(),
  tvaIncluded: z.boolean(),
  warningUpdateExpertise: z.boolean(),
  status: z.string(),
  recruitmentStatus: z.string().nullable(),
  beforeRecruitmentStatus: z.string().nullable(),
  warningRelaisAcademy: isoDate.nullable(),
  description: z.string().nullable(),
  fiscaliste: z.boolean(),
  submitInvoiceAuthorizationDate: isoDate.nullable(),
  avatarBadgeShownAt: isoDate.nullable(),
});
export type Assistant = z.infer<typeof assistantSchema>;

/** PUT /assistants: the profile update payload of spec 3. */
export const assistantUpdateSchema = z.object({
  userId: z.string(),
  civility: civilitySchema.nullable().optional(),
  // the same codes as profileRuleErrors, which the service runs too (with the bounds and today)
  firstName: z
    .string()
    .max(1000)
    .refine((s) => s.trim() !== '', 'required-field')
    .optional(),
  lastName: z
    .string()
    .max(1000)
    .refine((s) => s.trim() !== '', 'last_name_or_email_empty')
    .optional(),
  birthdate: birthdateSchema.nullable().optional(),
  address: z.string().max(200, 'value-out-of-range').nullable().optional(),
  zipCode: z.string().max(20, 'value-out-of-range').nullable().optional(),
  city: z.string().max(100, 'value-out-of-range').nullable().optional(),
  country: z.string().max(100, 'value-out-of-range').nullable().optional(),
  latitude: z.number().min(-90, 'value-out-of-range').max(90, 'value-out-of-range').nullable().optional(),
  longitude: z.number().min(-180, 'value-out-of-range').max(180, 'value-out-of-range').nullable().optional(),
  secondaryEmail: z
    .string()
    .max(EMAIL_MAX)
    .refine((s) => s.trim() === '' || isValidEmail(s.trim()), 'invalid-email')
    .nullable()
    .optional(),
  phone: z.string().max(30, 'value-out-of-range').nullable().optional(),
  warningUpdatePlanningDismissed: boundedDateSchema.nullable().optional(),
  warningRelaisAcademy: boundedDateSchema.nullable().optional(),
  beforeRecruitmentStatus: z.string().max(50).nullable().optional(),
  status: z.string().max(50).optional(),
});
export type AssistantUpdate = z.infer<typeof assistantUpdateSchema>;
