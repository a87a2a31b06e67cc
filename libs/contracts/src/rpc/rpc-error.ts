import { serverText } from '../text/clean-text.js';
import { z } from 'zod';

/**
 * The error payload a service sends back over RPC. `status` is an HTTP status code so
 * the gateway can answer with it unchanged.
 */
export const rpcErrorSchema = z.object({
  status: z.number().int().min(400).max(599),
  message: serverText(),
  code: serverText().optional(),
  details: z.unknown().optional(),
});
export type RpcErrorPayload = z.infer<typeof rpcErrorSchema>;
