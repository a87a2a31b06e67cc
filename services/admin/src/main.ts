import 'reflect-metadata';
import { logEnv, natsEnv, runRpcService } from '@lumafolio/server-common';
import { z } from 'zod';
import { AdminModule } from './app.module.js';

runRpcService({
  service: 'admin',
  configSchema: z.object({ ...natsEnv, ...logEnv }),
  createModule: () => AdminModule,
});
