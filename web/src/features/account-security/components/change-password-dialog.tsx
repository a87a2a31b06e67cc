import { PASSWORD_MIN } from '@lumafolio/contracts';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { useChangePassword } from '../api/account';
import { checkPasswordChange, type PasswordChangeErrors, type PasswordChangeValues } from '../utils/password-change';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the account has a password at the built-in identity provider. */
  hasLocalPassword: boolean;
}

/**
 * Change Password (Settings tab): current, new and confirmation, checked with the shared
 * contract, sent to POST /api/auth/password. Accounts that sign in through an external
 * provider have no password here; the dialog says where to change it instead.
 */
export function ChangePasswordDialog({ open, onOpenChange, hasLocalPassword }: ChangePasswordDialogProps) {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});

  const setOpen = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
      change.reset();
    }
    onOpenChange(next);
  };

  const setField = (field: keyof PasswordChangeValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (!hasLocalPassword) {
    return (
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Change Password"
        description="You sign in through an external identity provider, which manages your password. Change it in that provider's account settings."
      />
    );
  }

  const submit = () => {
    const check = checkPasswordChange(values);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    change.mutate(check.request, {
      onSuccess: () => {
        notify({ title: 'Password changed', description: 'Your password has been updated.', variant: 'success' });
        setOpen(false);
      },
      onError: (error) => {
        const throttled = isApiError(error) && error.status === 429;
        const message = serverMessage(error, throttled ? 'Too many attempts. Please wait a few minutes and try again.' : 'Failed to change password.');
        if (isApiError(error) && error.status === 400) setErrors({ currentPassword: message });
        notify({ title: 'Password change failed', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Change Password"
      description={`Choose a new password of at least ${PASSWORD_MIN} characters.`}
      submitLabel="Change Password"
      pendingLabel="Changing..."
      pending={change.isPending}
      onSubmit={submit}
    >
      <TextField
        label="Current password"
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onValueChange={setField('currentPassword')}
        error={errors.currentPassword}
        required
      />
      <TextField
        label="New password"
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={setField('newPassword')}
        error={errors.newPassword}
        hint={`At least ${PASSWORD_MIN} characters.`}
        required
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onValueChange={setField('confirmPassword')}
        error={errors.confirmPassword}
        required
      />
    </FormDialog>
  );
}
