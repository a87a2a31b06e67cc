import { MEDIA_QUEUE, mediaJobId, type AiTagJobPayload } from '@lumafolio/contracts';
import { Queue } from 'bullmq';

/** The jobs a photo's `optimise` job queues when it is done. */
export interface PhotoFollowUps {
  queueAiTag(payload: AiTagJobPayload): Promise<void>;
  close(): Promise<void>;
}

/** On the media queue, with the media service's retry policy; the deterministic id makes a rerun queue nothing new. */
export function queuePhotoFollowUps(redisUrl: string, prefix: string | undefined): PhotoFollowUps {
  const queue = new Queue(MEDIA_QUEUE, {
    connection: { url: redisUrl, maxRetriesPerRequest: null },
    ...(prefix ? { prefix } : {}),
    defaultJobOptions: { attempts: 5, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 },
  });
  return {
    async queueAiTag(payload) {
      await queue.add('ai-tag.v2', payload, { jobId: mediaJobId('ai-tag.v2', payload.photoId) });
    },
    close: () => queue.close(),
  };
}
