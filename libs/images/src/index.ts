export * from './sharp.js';
export * from './limits.js';
export * from './formats.js';
export * from './sniff.js';
export * from './read-head.js';
export * from './content-check.js';
