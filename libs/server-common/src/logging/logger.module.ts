import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from './logger.js';

export const LOGGER = Symbol('LOGGER');

/** Injects the process's one logger (a constructor parameter of type Logger). */
export const InjectLogger = (): ParameterDecorator => Inject(LOGGER);

/** The process's logger, for every module of it; the service runners import it for the service. */
@Global()
@Module({})
export class LoggerModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: LoggerModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
