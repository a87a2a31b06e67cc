import { profile, startStack } from '@lumafolio/dev-stack';

/** Starts every Node process of the platform and returns the teardown that stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack(profile('test'), { output: 'silent' });
  return () => stack.stop();
}
