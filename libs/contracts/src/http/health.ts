import { serverText } from '../text/clean-text.js';
import { z } from 'zod';

export const healthStatusSchema = z.enum(['ok', 'error']);

export const healthReportSchema = z.object({
  status: healthStatusSchema,
  service: serverText(),
  checks: z.record(serverText(), z.object({ status: healthStatusSchema, message: serverText().optional() })),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
