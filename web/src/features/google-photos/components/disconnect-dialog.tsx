import { Text } from '@chakra-ui/react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useDisconnectGooglePhotos } from '../hooks/use-disconnect';

/** The confirmation before Google Photos is disconnected; it closes once the server agreed. */
export function DisconnectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const disconnect = useDisconnectGooglePhotos();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Disconnect Google Photos?"
      submitLabel="Disconnect"
      pendingLabel="Disconnecting..."
      submitColorPalette="red"
      pending={disconnect.isPending}
      onSubmit={() => disconnect.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
    >
      <Text>This site will no longer be able to read the photos you pick in Google Photos. Photos you already imported stay in My Photos.</Text>
    </FormDialog>
  );
}
