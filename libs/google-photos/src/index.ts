export * from './google-env.js';
export * from './google-errors.js';
export * from './google-oauth.js';
export * from './google-tokens.js';
export * from './picker-client.js';
export * from './picker-types.js';
export * from './token-cipher.js';
export * from './set-progress.js';
