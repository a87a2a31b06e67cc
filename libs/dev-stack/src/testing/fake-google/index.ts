export { startFakeGoogle, type FakeGoogle, type FakeGoogleOptions, type FakeGoogleRequest } from './server.ts';
export { defaultLibrary, type FakeLibraryItem } from './library.ts';
export type { FaultRule } from './faults.ts';
export { PICKER_SCOPE } from './oauth-store.ts';
export { googleEnvOf } from './google-env.ts';
