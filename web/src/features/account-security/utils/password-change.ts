import { changePasswordRequestSchema, type ChangePasswordRequest } from '@lumafolio/contracts';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export type PasswordChangeCheck = { ok: true; request: ChangePasswordRequest } | { ok: false; errors: PasswordChangeErrors };

/**
 * Client checks of the Change Password dialog: the shared contract's rules (current
 * password given, new password length), the confirmation matching, and a new password
 * that differs from the current one. The server checks again.
 */
export function checkPasswordChange(values: PasswordChangeValues): PasswordChangeCheck {
  const errors: PasswordChangeErrors = {};
  const parsed = changePasswordRequestSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'currentPassword' || field === 'newPassword') && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!errors.newPassword && values.newPassword === values.currentPassword && values.newPassword !== '') {
    errors.newPassword = 'The new password must be different from the current one.';
  }
  if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'The passwords do not match.';
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, request: parsed.data };
  return { ok: false, errors };
}
