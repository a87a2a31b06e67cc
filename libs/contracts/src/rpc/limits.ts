/**
 * The largest NATS message (deploy/nats/limits.conf sets the server to it). Every RPC answer
 * is bounded below it by page sizes and field limits; a test checks the worst case.
 */
export const NATS_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;
