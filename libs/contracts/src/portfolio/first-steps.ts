import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';

/** The account page's checklist after sign-up (ADR 45), in the order it shows them. */
export const FIRST_STEP_IDS = ['upload', 'publish', 'template', 'hero', 'share'] as const;
export const firstStepIdSchema = z.enum(FIRST_STEP_IDS);
export type FirstStepId = z.infer<typeof firstStepIdSchema>;

/** GET /api/user/first-steps: each step done or not, from the photographer's real data. */
export const firstStepsSchema = z.object({
  steps: z.array(z.object({ id: firstStepIdSchema, done: z.boolean() })),
  /** False once every step is done or the photographer dismissed the checklist. */
  visible: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

/** What the photographer does that the server cannot see for itself: shared the link, or closed the checklist. */
export const firstStepsEventSchema = z.enum(['shared', 'dismissed'], { error: 'The event must be "shared" or "dismissed".' });
export type FirstStepsEvent = z.infer<typeof firstStepsEventSchema>;

/** POST /api/user/first-steps */
export const recordFirstStepsRequestSchema = z.object({ event: firstStepsEventSchema }).strict();

export const FIRST_STEPS_PATH = '/api/user/first-steps';

const userId = serverText().min(1);

export const getFirstStepsRpc = defineRpc('portfolio.first-steps.get.v1', z.object({ userId }).strict(), firstStepsSchema);
export const recordFirstStepsEventRpc = defineRpc(
  'portfolio.first-steps.record.v1',
  z.object({ userId, event: firstStepsEventSchema }).strict(),
  firstStepsSchema,
);
