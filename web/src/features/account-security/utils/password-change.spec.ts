import { describe, expect, it } from '@jest/globals';
import { PASSWORD_MIN } from '@lumafolio/contracts';
import { checkPasswordChange } from './password-change';

const good = 'correct horse battery';

describe('checkPasswordChange', () => {
  it('accepts a valid change', () => {
    expect(checkPasswordChange({ currentPassword: 'old password 1', newPassword: good, confirmPassword: good })).toEqual({
      ok: true,
      request: { currentPassword: 'old password 1', newPassword: good },
    });
  });

  it('requires the current password', () => {
    const result = checkPasswordChange({ currentPassword: '', newPassword: good, confirmPassword: good });
    expect(result).toEqual({ ok: false, errors: { currentPassword: 'Please enter your current password.' } });
  });

  it('applies the contract minimum length to the new password', () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    const result = checkPasswordChange({ currentPassword: 'old password 1', newPassword: short, confirmPassword: short });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.newPassword).toBe(`Password must be at least ${PASSWORD_MIN} characters.`);
  });

  it('requires the confirmation to match', () => {
    const result = checkPasswordChange({ currentPassword: 'old password 1', newPassword: good, confirmPassword: `${good}!` });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: 'The passwords do not match.' } });
  });

  it('refuses a new password equal to the current one', () => {
    const result = checkPasswordChange({ currentPassword: good, newPassword: good, confirmPassword: good });
    expect(result).toEqual({ ok: false, errors: { newPassword: 'The new password must be different from the current one.' } });
  });
});
