import { JOB_QUEUES } from '@lumafolio/contracts';
import { RpcException } from '@nestjs/microservices';
import { RpcCallError, ServiceNotAnsweringError, type RpcClient } from '../../rpc/rpc-client.js';
import { QueueOwnerClient, queueUnavailableMessage } from './queue-owner-client.js';

const rpcAnswering = (answer: (pattern: string) => unknown) => {
  const patterns: string[] = [];
  const rpc = {
    call: async ({ pattern }: { pattern: string }) => {
      patterns.push(pattern);
      return answer(pattern);
    },
  } as unknown as RpcClient;
  return { rpc, patterns };
};

describe('QueueOwnerClient (the operators’ views ask a queue’s owner)', () => {
  it('gives every queue of the job registry an owner', () => {
    expect(JOB_QUEUES.map((queue) => [queue.name, queue.owner])).toEqual([
      ['media', 'media'],
      ['album-sync', 'integrations'],
      ['integrations', 'integrations'],
      ['portfolio', 'portfolio'],
      ['accounts', 'integrations'],
    ]);
  });

  it("calls the owner's subject for the queue named", async () => {
    const { rpc, patterns } = rpcAnswering(() => ({ paused: true }));
    const owners = new QueueOwnerClient(rpc);
    await owners.call('setPaused', { queue: 'accounts', paused: true });
    await owners.call('setPaused', { queue: 'media', paused: true });
    expect(patterns).toEqual(['integrations.jobs.pause.v1', 'media.jobs.pause.v1']);
  });

  it('answers 404 for a queue of no owner, without asking anyone', async () => {
    const { rpc, patterns } = rpcAnswering(() => null);
    const error = await new QueueOwnerClient(rpc).call('overview', { queue: 'prints' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RpcException);
    expect((error as RpcException).getError()).toMatchObject({ status: 404, message: 'There is no "prints" queue.' });
    expect(patterns).toEqual([]);
  });

  it('names the queue and its owner while the owner is down, and passes other failures on', async () => {
    const down = new QueueOwnerClient(
      rpcAnswering(() => {
        throw new ServiceNotAnsweringError('media');
      }).rpc,
    );
    const error = await down.call('overview', { queue: 'media' }).catch((thrown: unknown) => thrown);
    expect((error as RpcException).getError()).toMatchObject({
      status: 503,
      message: 'The media queue cannot be read right now: the media service is not answering. Please try again in a moment.',
    });
    const conflict = new RpcCallError(409, 'This job has not failed: it is completed.');
    const refusing = new QueueOwnerClient(
      rpcAnswering(() => {
        throw conflict;
      }).rpc,
    );
    await expect(refusing.call('retry', { queue: 'media', jobId: 'j1' })).rejects.toBe(conflict);
  });

  it('tells an owner that is down from any other failure (the Jobs tab names that queue and reads the others)', async () => {
    const down = new QueueOwnerClient(
      rpcAnswering(() => {
        throw new ServiceNotAnsweringError('portfolio');
      }).rpc,
    );
    const unavailable = await down.call('overview', { queue: 'portfolio' }).catch((thrown: unknown) => thrown);
    expect(queueUnavailableMessage(unavailable)).toBe(
      'The portfolio queue cannot be read right now: the portfolio service is not answering. Please try again in a moment.',
    );
    const missing = await down.call('overview', { queue: 'prints' }).catch((thrown: unknown) => thrown);
    expect(queueUnavailableMessage(missing)).toBeNull();
    expect(queueUnavailableMessage(new RpcCallError(409, 'This job has not failed: it is completed.'))).toBeNull();
    expect(queueUnavailableMessage(new Error('QUEUE_UNAVAILABLE'))).toBeNull();
  });
});
