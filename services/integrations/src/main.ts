import 'reflect-metadata';
import { logEnv, natsEnv, runRpcService } from '@lumafolio/server-common';
import { z } from 'zod';
import { IntegrationsModule } from './app.module.js';

runRpcService({
  service: 'integrations',
  configSchema: z.object({ ...natsEnv, ...logEnv }),
  createModule: () => IntegrationsModule,
});
