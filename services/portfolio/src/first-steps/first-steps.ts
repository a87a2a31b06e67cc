import { FIRST_STEP_IDS, type FirstStepId, type FirstSteps } from '@lumafolio/contracts';

export type FirstStepsState = Record<FirstStepId, boolean> & { dismissed: boolean };

/** The checklist as shown: every step in order; hidden once all are done or it was dismissed. */
export function toFirstSteps(state: FirstStepsState): FirstSteps {
  const steps = FIRST_STEP_IDS.map((id) => ({ id, done: state[id] }));
  return { steps, visible: !state.dismissed && steps.some((step) => !step.done) };
}
