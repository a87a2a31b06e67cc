import { randomUUID } from 'node:crypto';

/** Google's ceiling (and default) for PickingConfig.maxItemCount. */
export const MAX_ITEM_COUNT = 2000;

export interface PickingSessionState {
  id: string;
  /** The OAuth grant that created it: revoking that grant ends the app's access to the session. */
  grantId: string;
  expiresAt: number;
  maxItemCount: number;
  /** The PickingConfig the app sent, echoed back as Google does. */
  pickingConfig?: { maxItemCount: string };
  /** Media item ids the user picked, in the order picked; undefined until the user is done. */
  picked?: string[];
}

/** The fake user's picking sessions. */
export class PickerSessions {
  private readonly sessions = new Map<string, PickingSessionState>();
  private readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  create(grantId: string, requestedMaxItemCount?: number): PickingSessionState {
    const session: PickingSessionState = {
      id: randomUUID(),
      grantId,
      expiresAt: Date.now() + this.ttlMs,
      maxItemCount: requestedMaxItemCount || MAX_ITEM_COUNT,
    };
    if (requestedMaxItemCount !== undefined) session.pickingConfig = { maxItemCount: String(requestedMaxItemCount) };
    this.sessions.set(session.id, session);
    return session;
  }

  /** A live session: undefined once deleted, expired or its grant revoked. */
  find(id: string): PickingSessionState | undefined {
    const session = this.sessions.get(id);
    return session && session.expiresAt > Date.now() ? session : undefined;
  }

  delete(id: string): boolean {
    return this.sessions.delete(id);
  }

  /** What the user does when pressing Done in the picker. */
  pick(id: string, itemIds: string[]): void {
    const session = this.find(id);
    if (!session) throw new Error(`no live picking session ${id}`);
    if (session.picked) throw new Error(`the user already finished picking in session ${id}`);
    if (itemIds.length === 0) throw new Error('the picker needs at least one item');
    if (itemIds.length > session.maxItemCount) throw new Error(`session ${id} allows at most ${session.maxItemCount} items`);
    session.picked = [...new Set(itemIds)];
  }

  expire(id: string): void {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no picking session ${id}`);
    session.expiresAt = 0;
  }

  dropGrant(grantId: string): void {
    for (const [id, session] of this.sessions) if (session.grantId === grantId) this.sessions.delete(id);
  }

  reset(): void {
    this.sessions.clear();
  }
}
