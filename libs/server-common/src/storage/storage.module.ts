import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { ObjectStorage } from '@lumafolio/storage';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Injects the object storage (a constructor parameter of type ObjectStorage). */
export const InjectStorage = (): ParameterDecorator => Inject(OBJECT_STORAGE);

/** The object storage (local disk or S3, see @lumafolio/storage), for every module of a process that keeps files. */
@Global()
@Module({})
export class StorageModule {
  static forRoot(storage: ObjectStorage): DynamicModule {
    return { module: StorageModule, providers: [{ provide: OBJECT_STORAGE, useValue: storage }], exports: [OBJECT_STORAGE] };
  }
}
