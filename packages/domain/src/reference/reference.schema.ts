import { z } from 'zod';
import { RATE_PRODUCT_TYPES } from './reference.rules';

export const taskSchema = z.object({ id: z.string(), label: z.string(), premium: z.boolean() });
export const taskGroupSchema = z.object({
  id: z.string(),
  code: z.string().regex(/^TG([1-9]|1\d|2\d)$/),
  label: z.string(),
  tasks: z.array(taskSchema),
});
export type TaskGroup = z.infer<typeof taskGroupSchema>;
export const rateProductTypeSchema = z.enum(RATE_PRODUCT_TYPES);

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
