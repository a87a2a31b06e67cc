import type { FastifyInstance, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for every state-changing API request: the request must come from our own
 * origin (Origin, or Referer when a browser omits Origin) and carry
 * `X-Requested-With: XMLHttpRequest`, a header a cross-site HTML form cannot set and a
 * cross-site fetch cannot send without a CORS preflight we never grant.
 * `beaconPaths` take `navigator.sendBeacon` posts, which cannot set a header: those need
 * our origin only (they change no one's data, and a beacon always names its origin).
 */
export function registerCsrfProtection(fastify: FastifyInstance, trustedOrigins: readonly string[], options: { beaconPaths?: readonly string[] } = {}): void {
  const beaconPaths = new Set(options.beaconPaths ?? []);
  fastify.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const beacon = request.method === 'POST' && beaconPaths.has(request.url.split('?', 1)[0] ?? '');
    const refusal = csrfRefusal(request, trustedOrigins, { headerRequired: !beacon });
    if (refusal) {
      await reply
        .status(403)
        .header('content-type', 'application/json; charset=utf-8')
        .send({
          statusCode: 403,
          error: 'Forbidden',
          message: `Cross-site request refused: ${refusal}.`,
          requestId: String(request.id),
        });
    }
  });
}

export function csrfRefusal(
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  trustedOrigins: readonly string[],
  { headerRequired = true }: { headerRequired?: boolean } = {},
): string | null {
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (!origin) return 'the request names no origin';
  const ownOrigin = request.headers.host ? `${request.protocol}://${request.headers.host}` : undefined;
  if (origin !== ownOrigin && !trustedOrigins.includes(origin)) return `origin ${origin} is not allowed`;
  if (headerRequired && request.headers['x-requested-with'] !== 'XMLHttpRequest') return 'the X-Requested-With header is missing';
  return null;
}

function originOf(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header || header === 'null') return undefined;
  try {
    return new URL(header).origin;
  } catch {
    return undefined;
  }
}
