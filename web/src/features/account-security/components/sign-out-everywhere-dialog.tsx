import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { FormDialog } from '@/components/ui/form-dialog';
import { useSignOutEverywhere } from '../api/account';

export interface SignOutEverywhereDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Sign Out Everywhere (Settings tab): asks first, then POST /api/auth/sessions/revoke ends
 * every session of the user, this one included; the page goes to / signed out (see
 * useSignOutEverywhere).
 */
export function SignOutEverywhereDialog({ open, onOpenChange }: SignOutEverywhereDialogProps) {
  const revoke = useSignOutEverywhere();

  const setOpen = (next: boolean) => {
    if (!next) revoke.reset();
    onOpenChange(next);
  };

  const submit = () => {
    revoke.mutate(undefined, {
      onError: (error) => {
        notify({ title: 'Sign-out failed', description: serverMessage(error, 'Failed to sign out everywhere.'), variant: 'destructive' });
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Sign Out Everywhere"
      description="This signs you out on every device and browser, this one included. You will need your password to sign in again."
      submitLabel="Sign Out Everywhere"
      pendingLabel="Signing out..."
      submitColorPalette="red"
      pending={revoke.isPending}
      onSubmit={submit}
    />
  );
}
