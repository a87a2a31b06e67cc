export * from './photo-intake.js';
export * from './open-intake.js';
export * from './intake-refused.js';
export * from './intake-memory.js';
export * from './title-from-file-name.js';
export * from './content-check.js';
