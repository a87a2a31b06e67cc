import type { SniffResult } from '@lumafolio/images/signatures';

/** A photo's bytes once stored: the key they are at, their start, and all of them when asked for. */
export interface StoredPhoto {
  key: string;
  head: Buffer;
  whole(): Promise<Buffer>;
}

/**
 * Decides whether stored bytes are a photo we take: in the producer's process, or asked of
 * media by a process that decodes no image (the gateway).
 */
export interface PhotoContentCheck {
  /** It reads `whole`: the intake then keeps the bytes as they pass (when there is room) rather than read them back. */
  readonly readsWhole: boolean;
  check(photo: StoredPhoto): Promise<SniffResult>;
}
