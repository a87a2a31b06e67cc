import { HttpException } from '@nestjs/common';

/**
 * The open event streams of each signed-in user (tabs and devices), for a feed that pushes
 * to its owners: more than `maxPerUser` at once is refused, so one user cannot hold many
 * connections.
 */
export class UserStreams<T> {
  private readonly listeners = new Map<string, Set<(value: T) => void>>();
  private readonly closers = new Set<() => void>();

  constructor(
    private readonly maxPerUser: number,
    private readonly tooMany: string,
  ) {}

  /** Adds a stream; returns its unsubscribe. 429 past the per-user limit. */
  subscribe(userId: string, listener: (value: T) => void, close: () => void): () => void {
    const own = this.listeners.get(userId) ?? new Set<(value: T) => void>();
    if (own.size >= this.maxPerUser) throw new HttpException(this.tooMany, 429);
    own.add(listener);
    this.listeners.set(userId, own);
    this.closers.add(close);
    return () => {
      own.delete(listener);
      if (own.size === 0) this.listeners.delete(userId);
      this.closers.delete(close);
    };
  }

  /** Whether the user has a stream open. */
  has(userId: string): boolean {
    return (this.listeners.get(userId)?.size ?? 0) > 0;
  }

  send(userId: string, value: T): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(value);
  }

  /** Ends every stream (shutdown). */
  closeAll(): void {
    for (const close of [...this.closers]) close();
  }
}
