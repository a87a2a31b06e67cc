import { Text } from '@chakra-ui/react';
import type { GooglePhotoSet } from '@lumafolio/contracts';
import { FormDialog } from '@/components/ui/form-dialog';

interface RemoveAlbumDialogProps {
  set: GooglePhotoSet;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The confirmation before a set is taken off the album page. */
export function RemoveAlbumDialog({ set, open, pending, onOpenChange, onConfirm }: RemoveAlbumDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove this album?"
      submitLabel="Remove"
      pendingLabel="Removing..."
      submitColorPalette="red"
      pending={pending}
      onSubmit={onConfirm}
    >
      <Text>
        “{set.title}” will no longer be listed here. Photos you already imported from it stay in My Photos; to import it again, pick the photos in Google Photos
        again.
      </Text>
    </FormDialog>
  );
}
