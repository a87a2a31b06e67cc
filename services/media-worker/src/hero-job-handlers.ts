import { heroJobPayloadSchema, type HeroJobName, type HeroJobPayload } from '@lumafolio/contracts';
import { UnrecoverableError } from 'bullmq';
import { createHeroOptimiseProcessor, type HeroProcessorDeps } from './hero-optimise.processor.js';
import { createHeroPaletteProcessor } from './hero-palette.processor.js';

export type HeroJobHandler = (payload: HeroJobPayload) => Promise<unknown>;
export type HeroJobHandlers = Partial<Record<HeroJobName, HeroJobHandler>>;

export function createHeroJobHandlers(deps: HeroProcessorDeps): Required<HeroJobHandlers> {
  return {
    'hero-optimise': createHeroOptimiseProcessor(deps),
    'hero-palette': createHeroPaletteProcessor(deps),
  };
}

/** Runs a hero job: its own payload schema, the same "fail without retrying" rules as the photo jobs. */
export function runHeroJob(name: HeroJobName, data: unknown, handlers: HeroJobHandlers): Promise<unknown> {
  const handler = handlers[name];
  if (!handler) throw new UnrecoverableError(`No processor registered for media job "${name}"`);
  const payload = heroJobPayloadSchema.safeParse(data);
  if (!payload.success) throw new UnrecoverableError(`Invalid payload for media job "${name}"`);
  return handler(payload.data);
}
