/**
 * How long the Jobs tab and the Overview wait for one queue's owner. The owners are asked at
 * once, and the gateway gives the admin service its RPC timeout (5 s) for the whole answer: a
 * frozen owner must be named as not answering well within it, so that the other queues are
 * still shown, rather than the whole tab failing with a 503.
 */
export const OWNER_READ_TIMEOUT_MS = 2_000;
