import 'reflect-metadata';
import { logEnv, natsEnv, runRpcService } from '@lumafolio/server-common';
import { z } from 'zod';
import { MediaModule } from './app.module.js';

runRpcService({
  service: 'media',
  configSchema: z.object({ ...natsEnv, ...logEnv }),
  createModule: () => MediaModule,
});
