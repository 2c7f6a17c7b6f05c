import { z } from 'zod';

export const completionSchema = z.object({
  file: z.number().min(0).max(100),
  skills: z.number().min(0).max(100),
  availability: z.number().min(0).max(100),
  account: z.number().min(0).max(100),
  curriculum: z.number().min(0).max(100),
  total: z.number().min(0).max(100),
});

export type Completion = z.infer<typeof completionSchema>;
