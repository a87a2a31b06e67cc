import { describe, expect, it } from '@jest/globals';
import type { JobQueues } from '@lumafolio/contracts';
import { screen, within } from '@testing-library/react';
import { fakeServerPerTest } from '@/testing/fake-server';
import { renderScreen } from '@/testing/render';
import { JobsTab } from './jobs-tab';

const startServer = fakeServerPerTest();
const queueRegion = (name: string) => within(screen.getByRole('region', { name }));

const media: JobQueues['queues'][number] = {
  name: 'media',
  paused: false,
  counts: { waiting: 3, active: 1, delayed: 0, completed: 1_204, failed: 0 },
  perMinute: [],
};

describe('JobsTab', () => {
  it('names a queue whose owner is down, and still shows the queues that answered', async () => {
    const answer: JobQueues = {
      queues: [media],
      unavailable: [
        {
          name: 'portfolio',
          owner: 'portfolio',
          message: 'The portfolio queue cannot be read right now: the portfolio service is not answering. Please try again in a moment.',
        },
      ],
      checkedAt: '2026-11-30T06:40:00.000Z',
    };
    startServer({ 'GET /api/admin/jobs': () => ({ body: answer }) });
    renderScreen(<JobsTab />);

    const down = within(await screen.findByRole('region', { name: 'Portfolio queue' }));
    expect(down.getByText('Not answering')).toBeVisible();
    expect(down.getByRole('status')).toHaveTextContent('the portfolio service is not answering');
    expect(down.queryByRole('button', { name: /Pause/ })).toBeNull();

    const running = queueRegion('Media queue');
    expect(running.getByText('Running')).toBeVisible();
    expect(running.getByText('1,204')).toBeVisible();
    expect(running.getByRole('button', { name: 'Pause the media queue' })).toBeEnabled();
    expect(screen.queryByText('The queues could not be loaded.')).toBeNull();
  });

  it('says so when the list cannot be loaded at all', async () => {
    startServer({ 'GET /api/admin/jobs': () => ({ status: 500, body: { message: 'boom' } }) });
    renderScreen(<JobsTab />);
    expect(await screen.findByText('The queues could not be loaded.')).toBeVisible();
  });
});
