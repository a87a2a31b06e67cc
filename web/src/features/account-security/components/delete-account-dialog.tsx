import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { useDeleteAccount } from '../api/account';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
}

/**
 * Delete Account (Settings tab): the user types their username to confirm; DELETE
 * /api/auth/user removes the account and its data and ends the session; the page then
 * forgets every cached query and goes to / (see useDeleteAccount).
 */
export function DeleteAccountDialog({ open, onOpenChange, username }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === username;

  const setOpen = (next: boolean) => {
    if (!next) {
      setTyped('');
      remove.reset();
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (!confirmed) return;
    remove.mutate(
      { confirmUsername: typed.trim() },
      {
        onError: (error) => {
          notify({ title: 'Delete failed', description: serverMessage(error, 'Failed to delete your account.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete Account"
      description="This permanently deletes your account, your profile, your photos and your portfolio. It cannot be undone."
      submitLabel="Delete Account"
      pendingLabel="Deleting..."
      submitColorPalette="red"
      pending={remove.isPending}
      submitDisabled={!confirmed}
      onSubmit={submit}
    >
      <Text fontSize="sm">
        Your username is{' '}
        <Text as="strong" fontFamily="mono">
          {username}
        </Text>
        .
      </Text>
      <TextField
        label="Type your username to confirm"
        name="confirmUsername"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onValueChange={setTyped}
        required
      />
    </FormDialog>
  );
}
