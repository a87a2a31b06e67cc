import { configClass, jobQueuePrefixesEnv, logEnv, metricsEnv, mongoEnv, natsEnv, redisEnv, rpcEnv, tracingEnv } from '@lumafolio/server-common';
import { aiEnv } from '@lumafolio/ai/insights';
import { z } from 'zod';

export const adminConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...mongoEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  // The Jobs tab reads and acts on every queue of the job registry.
  ...redisEnv,
  ...jobQueuePrefixesEnv,
  // The AI Insights tab's provider: OpenAI-compatible when configured, else the local analysis.
  ...aiEnv,
});
/** The admin service's settings, injected by type. */
export class AdminConfig extends configClass(adminConfigSchema) {}
