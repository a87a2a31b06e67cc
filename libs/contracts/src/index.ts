export * from './rpc/define-rpc.js';
export * from './rpc/rpc-error.js';
export * from './rpc/health.rpc.js';
export * from './http/error-body.js';
export * from './http/health.js';
export * from './templates/template.schema.js';
export * from './templates/template.rpc.js';
export * from './jobs/media-jobs.js';
