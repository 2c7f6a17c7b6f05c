import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availability } from '../../db/schema/index';

/**
 * The availability module's read of an assistant's grid values as written (none when never
 * written), for the profile's completion (given by the wiring root, services.ts).
 */
export const availabilityValues = async (h: Db, assistantId: string): Promise<{ value: boolean }[]> =>
  h.select({ value: availability.value }).from(availability).where(eq(availability.assistantId, assistantId));
