export * from './profiles.ts';
export * from './processes.ts';
export * from './stack.ts';
export * from './secrets.ts';
export * from './testing/cookie-jar-client.ts';
export * from './testing/sign-in.ts';
export * from './wait-for-rpc.ts';
export * from './testing/fixtures.ts';
