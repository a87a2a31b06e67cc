import { describe, expect, it } from '@jest/globals';
import { signInFailureNotice } from './sign-in-failure-toast';

describe('signInFailureNotice', () => {
  it('explains each reason the gateway sends, and drops only its parameter', () => {
    expect(signInFailureNotice('?signin=failed')).toEqual({
      toast: { title: 'Sign-in failed', description: 'Your sign-in could not be completed. Please try again.', variant: 'destructive' },
      search: '',
    });
    expect(signInFailureNotice('?featured=nature&signin=expired')).toMatchObject({ toast: { title: 'Sign-in failed' }, search: '?featured=nature' });
    expect(signInFailureNotice('?signin=unavailable')?.toast.title).toBe('Sign-in unavailable');
  });

  it('ignores any other address', () => {
    expect(signInFailureNotice('')).toBeNull();
    expect(signInFailureNotice('?signin=<script>')).toBeNull();
    expect(signInFailureNotice('?featured=all')).toBeNull();
  });
});
