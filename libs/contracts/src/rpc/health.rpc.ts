import { z } from 'zod';
import { healthReportSchema } from '../http/health.js';
import { defineRpc } from './define-rpc.js';

export const SERVICE_NAMES = ['auth', 'portfolio', 'media', 'admin', 'integrations'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every NATS service answers `<service>.health.check.v1`; the gateway's /readyz asks them. */
export function healthRpc(service: ServiceName) {
  return defineRpc(`${service}.health.check.v1`, z.object({}).strict(), healthReportSchema);
}
