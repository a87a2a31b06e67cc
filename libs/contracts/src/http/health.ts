import { z } from 'zod';

export const healthStatusSchema = z.enum(['ok', 'error']);

export const healthReportSchema = z.object({
  status: healthStatusSchema,
  service: z.string(),
  checks: z.record(z.string(), z.object({ status: healthStatusSchema, message: z.string().optional() })),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
