import { ServiceUnavailableException } from '@nestjs/common';
import { availableParallelism } from 'node:os';

/**
 * Image renders inside a request (the gateway's AI analysis, media's profile pictures) take
 * turns: at most one core's worth at a time, so a burst of heavy (or hostile) images never takes the CPU from
 * the requests around them. Past `maxWaiting` queued renders the answer is a 503.
 */
export class DecodeSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly size = Math.max(1, availableParallelism() - 1),
    private readonly maxWaiting = 16,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.size) {
      this.active += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ServiceUnavailableException('Too many images are being processed right now. Please try again in a moment.');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
