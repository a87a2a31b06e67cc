import { configClass, logEnv, metricsEnv, mongoEnv, natsEnv, redisEnv, rpcEnv, tracingEnv } from '@lumafolio/server-common';
import { aiEnv } from '@lumafolio/ai/insights';
import { z } from 'zod';

export const adminConfigSchema = z.object({
  ...natsEnv,
  ...rpcEnv,
  ...mongoEnv,
  ...logEnv,
  ...metricsEnv,
  ...tracingEnv,
  // The AI insights' cache. The Jobs tab asks each queue's owner, never opens a queue (ADR 49).
  ...redisEnv,
  // The AI Insights tab's provider: OpenAI-compatible when configured, else the local analysis.
  ...aiEnv,
});
/** The admin service's settings, injected by type. */
export class AdminConfig extends configClass(adminConfigSchema) {}
