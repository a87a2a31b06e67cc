import { serverText } from '../text/clean-text.js';
import { z } from 'zod';

/** Every non-2xx JSON answer of the gateway has this shape. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: serverText(),
  message: serverText(),
  requestId: serverText().optional(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
