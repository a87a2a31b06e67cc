import { configClass, logEnv, mongoEnv, natsEnv, rpcEnv } from '@lumafolio/server-common';
import { z } from 'zod';

export const adminConfigSchema = z.object({ ...natsEnv, ...rpcEnv, ...mongoEnv, ...logEnv });
/** The admin service's settings, injected by type. */
export class AdminConfig extends configClass(adminConfigSchema) {}
