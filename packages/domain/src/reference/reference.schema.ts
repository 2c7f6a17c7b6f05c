import { z } from 'zod';

/** Task groups TG1..TG29 (spec 3), each shown with its icon. */
export const TASK_GROUP_CODES = Array.from({ length: 29 }, (_, i) => `TG${i + 1}`) as readonly string[];

export const taskSchema = z.object({ id: z.string(), label: z.string(), premium: z.boolean() });
export const taskGroupSchema = z.object({
  id: z.string(),
  code: z.string().regex(/^TG([1-9]|1\d|2\d)$/),
  label: z.string(),
  tasks: z.array(taskSchema),
});
export type TaskGroup = z.infer<typeof taskGroupSchema>;

/** Product types of GET /rates/active (spec 7, names kept as the spec spells them). */
export const RATE_PRODUCT_TYPES = [
  'PROFORMAT_HOURS',
  'PROFORMA_PREMIUMHOURS',
  'PROFORMA_RATE',
  'PROFORMA_PREMIUMRATE',
  'PROFORMAT_EXPENSE',
  'PROFORMAT_KM',
] as const;
export const rateProductTypeSchema = z.enum(RATE_PRODUCT_TYPES);

/** Default package id of the km rate (spec 9). */
export const DEFAULT_KM_PACKAGE_ID = 324;

export const rateSchema = z.object({
  id: z.string(),
  productType: rateProductTypeSchema,
  label: z.string(),
  /** euros, at most 2 decimals */
  price: z.number(),
  packageId: z.number().int().nullable(),
});
export type Rate = z.infer<typeof rateSchema>;

export const expertiseSchema = z.object({ id: z.string(), code: z.string(), label: z.string() });
export type Expertise = z.infer<typeof expertiseSchema>;
