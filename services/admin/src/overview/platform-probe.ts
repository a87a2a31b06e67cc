import type { PlatformProblem } from '@lumafolio/contracts';

/** One part of the platform status: what it finds wrong (nothing when all is well). */
export interface PlatformProbe {
  problems(): Promise<PlatformProblem[]>;
}

/** The probes the Overview's Platform Status runs, all at once. */
export const PLATFORM_PROBES = Symbol('PLATFORM_PROBES');
