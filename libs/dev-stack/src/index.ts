export * from './profiles.ts';
export * from './processes.ts';
export * from './stack.ts';
