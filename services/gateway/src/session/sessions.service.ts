import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookie } from './session-cookie.js';
import type { SessionStore } from './session.store.js';
import type { LoadedSession, SessionData } from './session.types.js';

const loaded = Symbol('loadedSession');
type RequestWithSession = FastifyRequest & { [loaded]?: LoadedSession | null };

/** The request-facing side of sessions: cookie ↔ Redis, loaded once per request. */
export class SessionsService {
  constructor(
    readonly store: SessionStore,
    readonly cookie: SessionCookie,
  ) {}

  async current(request: FastifyRequest): Promise<LoadedSession | null> {
    const req = request as RequestWithSession;
    if (req[loaded] !== undefined) return req[loaded];
    const id = this.cookie.read(request);
    const data = id ? await this.store.get(id) : null;
    req[loaded] = id && data ? { id, data } : null;
    return req[loaded];
  }

  async currentUserId(request: FastifyRequest): Promise<string | undefined> {
    return (await this.current(request))?.data.userId;
  }

  /** A brand-new session (new id): used at sign-in start and again at sign-in completion. */
  async start(request: FastifyRequest, reply: FastifyReply, data: Omit<SessionData, 'createdAt' | 'absoluteExpiresAt'>): Promise<LoadedSession> {
    const previous = await this.current(request);
    if (previous) await this.store.destroy(previous.id, previous.data.userId);
    const session = await this.store.create(data);
    this.cookie.write(reply, session.id);
    (request as RequestWithSession)[loaded] = session;
    return session;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<LoadedSession | null> {
    const session = await this.current(request);
    if (session) await this.store.destroy(session.id, session.data.userId);
    this.cookie.clear(reply);
    (request as RequestWithSession)[loaded] = null;
    return session;
  }
}
