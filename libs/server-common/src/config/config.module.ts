import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { z } from 'zod';

/** A class whose instances have the shape a config schema parses to. */
export type ConfigClass<T> = abstract new () => T;

/**
 * The injection token of a process's parsed settings, typed by its schema:
 * `export class MediaConfig extends configClass(mediaConfigSchema) {}`. A constructor
 * parameter `config: MediaConfig` receives the object `loadConfig` parsed at start-up.
 * Nothing is ever constructed from the class: it only names the settings for Nest.
 */
export function configClass<S extends z.ZodType<object>>(_schema: S): ConfigClass<z.output<S>> {
  return class {} as unknown as ConfigClass<z.output<S>>;
}

/** Provides a process's parsed settings to every module, injected by their class. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot<T extends object>(token: ConfigClass<T>, config: T): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: token, useValue: config }], exports: [token] };
  }
}
