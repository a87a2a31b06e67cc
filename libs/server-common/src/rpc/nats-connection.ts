/** Where a process reaches NATS, and as whom. */
export interface NatsConnection {
  url: string;
  user?: string | undefined;
  password?: string | undefined;
}

/** The connection a process's configuration (or a tool's environment) describes. */
export function natsConnectionOf(env: { NATS_URL: string; NATS_USER?: string | undefined; NATS_PASSWORD?: string | undefined }): NatsConnection {
  return { url: env.NATS_URL, user: env.NATS_USER, password: env.NATS_PASSWORD };
}

/** The options every NATS client and server of ours passes to the transport. */
export function natsTransportOptions(connection: NatsConnection, name: string) {
  return {
    servers: [connection.url],
    name,
    ...(connection.user ? { user: connection.user, pass: connection.password ?? '' } : {}),
    maxReconnectAttempts: -1,
    waitOnFirstConnect: true,
  };
}
