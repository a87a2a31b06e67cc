import { z } from 'zod';
import { healthReportSchema } from '../http/health.js';
import { defineRpc } from './define-rpc.js';

export const SERVICE_NAMES = ['auth', 'portfolio', 'media', 'admin', 'integrations'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Every NATS service answers `<service>.health.check.v1`; the gateway's /readyz asks them. */
export function healthRpc(service: ServiceName) {
  return defineRpc(`${service}.health.check.v1`, z.object({}).strict(), healthReportSchema);
}

/**
 * Every NATS service answers `<service>.health.live.v1` at once, touching none of its
 * dependencies: it only proves the process answers NATS. Callers ask it several times a
 * second to know within about a second that a service stopped answering (ADR 48).
 */
export function livenessRpc(service: string) {
  return defineRpc(`${service}.health.live.v1`, z.object({}).strict(), z.object({ alive: z.literal(true) }));
}

/** The health subjects, asked by probes (containers, readiness, the RPC client's watch): never traced. */
export function isHealthSubject(pattern: string): boolean {
  return /\.health\.(check|live)\.v1$/.test(pattern);
}

/** The liveness subject, asked several times a second by every caller: not logged per message. */
export function isLivenessSubject(pattern: string): boolean {
  return pattern.endsWith('.health.live.v1');
}
