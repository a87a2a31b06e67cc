import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { fieldErrorsOf, serverMessage } from './api-errors';

const apiError = (status: number, body?: unknown, isNetworkError = false) =>
  new ApiError(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP error: ${status} X`, {
    status,
    statusText: 'X',
    body,
    isNetworkError,
  });

describe('serverMessage', () => {
  it("uses the error body's message", () => {
    expect(serverMessage(apiError(409, { statusCode: 409, error: 'Conflict', message: 'That username is already taken.' }), 'fallback')).toBe(
      'That username is already taken.',
    );
    expect(serverMessage(apiError(400, { message: ['a', 'b'] }), 'fallback')).toBe('a, b');
  });

  it('falls back without a server message', () => {
    expect(serverMessage(apiError(0, undefined, true), 'Failed to update profile information.')).toBe('Failed to update profile information.');
    expect(serverMessage(apiError(502), 'fallback')).toBe('fallback');
    expect(serverMessage(apiError(500, { message: '  ' }), 'fallback')).toBe('fallback');
    expect(serverMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(serverMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it('takes the first message of each field in details.fieldErrors', () => {
    const error = apiError(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      details: { formErrors: [], fieldErrors: { username: ['Username must be at least 3 characters.', 'other'], bio: 'Too long', tagline: [] } },
    });
    expect(fieldErrorsOf(error)).toEqual({ username: 'Username must be at least 3 characters.', bio: 'Too long' });
  });

  it('is empty for other shapes', () => {
    expect(fieldErrorsOf(apiError(400, { message: 'x' }))).toEqual({});
    expect(fieldErrorsOf(apiError(400, { message: 'x', details: { fieldErrors: ['a'] } }))).toEqual({});
    expect(fieldErrorsOf(apiError(400, { message: 'x', details: 'nope' }))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});
