import { toFirstSteps, type FirstStepsState } from './first-steps.js';

const fresh: FirstStepsState = { upload: false, publish: false, template: false, hero: false, share: false, dismissed: false };

describe('toFirstSteps', () => {
  it('lists every step in order, visible while one is left', () => {
    expect(toFirstSteps({ ...fresh, upload: true })).toEqual({
      steps: [
        { id: 'upload', done: true },
        { id: 'publish', done: false },
        { id: 'template', done: false },
        { id: 'hero', done: false },
        { id: 'share', done: false },
      ],
      visible: true,
    });
  });

  it('is hidden once everything is done, or once dismissed', () => {
    expect(toFirstSteps({ upload: true, publish: true, template: true, hero: true, share: true, dismissed: false }).visible).toBe(false);
    expect(toFirstSteps({ ...fresh, dismissed: true }).visible).toBe(false);
  });
});
