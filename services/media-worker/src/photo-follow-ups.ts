import { mediaQueue, type AiTagJobPayload, type FingerprintBackfillJobPayload, type WatermarkRedoJobPayload } from '@lumafolio/contracts';
import { JobProducer } from '@lumafolio/server-common';

/** The jobs a photo's `optimise` job queues when it is done. */
export interface PhotoFollowUps {
  queueAiTag(payload: AiTagJobPayload): Promise<void>;
  /** The next page of a watermark redo (ADR 44). */
  queueWatermarkRedo(payload: WatermarkRedoJobPayload): Promise<void>;
  /** The next page of a fingerprint backfill (ADR 59). */
  queueFingerprintBackfill(payload: FingerprintBackfillJobPayload): Promise<void>;
  close(): Promise<void>;
}

/** On the media queue; the deterministic id makes a rerun queue nothing new. */
export function queuePhotoFollowUps(redisUrl: string, prefix: string | undefined): PhotoFollowUps {
  const producer = new JobProducer(mediaQueue, { redisUrl, prefix });
  return {
    queueAiTag: (payload) => producer.add('ai-tag.v2', payload),
    queueWatermarkRedo: (payload) => producer.add('watermark-redo', payload),
    // A backfill run again (its owner's marker gone) runs its pages again.
    queueFingerprintBackfill: (payload) => producer.addUnlessPending('fingerprint-backfill', payload),
    close: () => producer.close(),
  };
}
