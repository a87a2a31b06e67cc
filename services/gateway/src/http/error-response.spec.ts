import { ForbiddenException } from '@nestjs/common';
import { RpcCallError } from '@lumafolio/server-common';
import { toErrorBody } from './error-response.js';

describe('toErrorBody', () => {
  it('answers a failed RPC call with the status the service chose', () => {
    expect(toErrorBody(new RpcCallError(503, 'The portfolio service did not answer within 5000 ms'), 'req-1')).toEqual({
      requestId: 'req-1',
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The portfolio service did not answer within 5000 ms',
    });
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
