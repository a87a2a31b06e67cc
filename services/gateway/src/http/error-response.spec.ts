import { ForbiddenException } from '@nestjs/common';
import { RpcCallError } from '@lumafolio/server-common';
import { retryAfterSecondsOf, toErrorBody } from './error-response.js';

describe('toErrorBody', () => {
  it('answers a failed RPC call with the status the service chose', () => {
    expect(toErrorBody(new RpcCallError(503, 'The portfolio service did not answer within 5000 ms'), 'req-1')).toEqual({
      requestId: 'req-1',
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The portfolio service did not answer within 5000 ms',
    });
  });

  it("tells when to ask again after a 503: the call's hint, else a second; nothing for other answers", () => {
    const notAnswering = new RpcCallError(503, 'The media service is not answering right now.', 'SERVICE_UNAVAILABLE', undefined, { retryAfterSeconds: 2 });
    expect(retryAfterSecondsOf(notAnswering, 503)).toBe(2);
    // Passed on by another service (portfolio asking media): the hint did not cross NATS.
    expect(retryAfterSecondsOf(new RpcCallError(503, 'The media service is not answering right now.', 'SERVICE_UNAVAILABLE'), 503)).toBe(1);
    expect(retryAfterSecondsOf(new RpcCallError(404, 'Photo not found'), 404)).toBeUndefined();
    expect(retryAfterSecondsOf(new ForbiddenException(), 403)).toBeUndefined();
  });

  it('keeps HTTP exceptions as they are', () => {
    expect(toErrorBody(new ForbiddenException('Admins only'))).toMatchObject({ statusCode: 403, error: 'Forbidden', message: 'Admins only' });
  });

  it('never leaks an unexpected error message', () => {
    const body = toErrorBody(new Error('ECONNRESET at socket 10.0.0.3'));
    expect(body.statusCode).toBe(500);
    expect(body.message).not.toContain('ECONNRESET');
    expect(body.unexpected).toBe(true);
  });

  it('answers a multipart body the parser cannot read with a 400, not a 500 (found by the fuzzer)', () => {
    expect(toErrorBody(new Error('Unexpected end of multipart data'), 'req-2')).toEqual({
      requestId: 'req-2',
      statusCode: 400,
      error: 'Bad Request',
      message: 'The form could not be read.',
    });
  });
});
