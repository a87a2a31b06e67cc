import 'reflect-metadata';
import { logEnv, natsEnv, runRpcService } from '@lumafolio/server-common';
import { z } from 'zod';
import { AuthModule } from './app.module.js';

runRpcService({
  service: 'auth',
  configSchema: z.object({ ...natsEnv, ...logEnv }),
  createModule: () => AuthModule,
});
