import { httpEnv, loadConfig, logEnv, natsEnv, rpcEnv } from '@lumafolio/server-common';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export const gatewayConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...logEnv,
  ...httpEnv,
  WEB_DIST_DIR: z.string().min(1).default(defaultWebDist),
});
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

export const loadGatewayConfig = (env?: Record<string, string | undefined>) =>
  loadConfig('gateway', gatewayConfigSchema, env);
