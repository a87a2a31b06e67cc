import { BadRequestException, NotFoundException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE, INVALID_CURSOR_MESSAGE, InvalidCursorError } from '@lumafolio/contracts';
import { z } from 'zod';
import { RpcCallError } from '../rpc/rpc-client.js';
import { rpcError } from '../rpc/rpc-errors.js';
import { toFailure, UNEXPECTED_FAILURE_MESSAGE } from './failure.js';

describe('toFailure', () => {
  it('keeps the status and message of an rpcError', () => {
    expect(toFailure(rpcError(404, 'Photo not found', 'NOT_FOUND'))).toEqual({ status: 404, message: 'Photo not found', code: 'NOT_FOUND' });
  });

  it('maps Nest HTTP exceptions to their status', () => {
    expect(toFailure(new NotFoundException('No such user'))).toEqual({ status: 404, message: 'No such user' });
    expect(toFailure(new BadRequestException())).toMatchObject({ status: 400 });
  });

  it('turns a zod failure into a 400 with field details', () => {
    const result = z.object({ title: z.string() }).safeParse({ title: 3 });
    const payload = toFailure(result.error);
    expect(payload).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'The field “title” must be a string.' });
    expect(payload.details).toMatchObject({ fieldErrors: { title: expect.any(Array) } });
  });

  it('answers a cursor a repository cannot read as every list did by hand: a 400 INVALID_CURSOR, not a logged 500', () => {
    const answer = { status: 400, message: INVALID_CURSOR_MESSAGE, code: 'INVALID_CURSOR' };
    expect(toFailure(new InvalidCursorError())).toEqual(answer);
    expect(toFailure(rpcError(400, INVALID_CURSOR_MESSAGE, 'INVALID_CURSOR'))).toEqual(answer);
  });

  it('passes on the failure of a call to another service', () => {
    expect(toFailure(new RpcCallError(503, 'The auth service did not answer within 5000 ms', 'SERVICE_UNAVAILABLE'))).toEqual({
      status: 503,
      message: 'The auth service did not answer within 5000 ms',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it("answers a value the database refuses to store with a 400, not a 500 (FerretDB's PostgreSQL 22P05 for a NUL, MongoDB's too large)", () => {
    const nul = Object.assign(new Error('[msg_insert.go:168] ERROR: unsupported Unicode escape sequence (SQLSTATE 22P05)'), {
      name: 'MongoServerError',
      code: 1,
    });
    const tooLarge = Object.assign(new Error('BSONObj size: 17000000 is invalid'), { name: 'MongoServerError', code: 10334 });
    const nulKey = Object.assign(new Error('key a\u0000 must not contain null bytes'), { name: 'BSONError' });
    for (const refused of [nul, tooLarge, nulKey]) expect(toFailure(refused)).toMatchObject({ status: 400, code: 'VALUE_NOT_STORABLE' });
    const otherServerError = Object.assign(new Error('[pool.go:211] duplicate key (SQLSTATE 23505)'), { name: 'MongoServerError', code: 1 });
    expect(toFailure(otherServerError)).toMatchObject({ status: 500, unexpected: true });
  });

  it('answers a database that cannot take the request now with a 503 to try again, in words that name no internals', () => {
    const tooManyClients = Object.assign(new Error('[pool.go:124] FATAL: sorry, too many clients already (SQLSTATE 53300)'), {
      name: 'MongoServerError',
      code: 1,
    });
    const connectionReset = Object.assign(new Error('connection reset (SQLSTATE 08006)'), { name: 'MongoServerError', code: 1 });
    const shuttingDown = Object.assign(new Error('FATAL: the database system is shutting down (SQLSTATE 57P03)'), { name: 'MongoServerError' });
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:27017'), { name: 'MongoServerSelectionError' });
    const poolCleared = Object.assign(new Error('Connection pool for 127.0.0.1:27017 was cleared'), { name: 'MongoPoolClearedError' });
    for (const unavailable of [tooManyClients, connectionReset, shuttingDown, unreachable, poolCleared]) {
      const failure = toFailure(unavailable);
      expect(failure).toEqual({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' });
      expect(failure.message).not.toMatch(/SQLSTATE|pool|127\.0\.0\.1|FATAL/);
    }
  });

  it('hides the details of an unexpected error behind a 500', () => {
    expect(toFailure(new TypeError('x is undefined'))).toEqual({ status: 500, message: UNEXPECTED_FAILURE_MESSAGE, unexpected: true });
  });
});
