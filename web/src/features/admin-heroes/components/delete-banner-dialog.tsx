import { Text } from '@chakra-ui/react';
import type { AdminHeroBanner } from '@lumafolio/contracts';
import { FormDialog } from '@/components/ui/form-dialog';

interface DeleteBannerDialogProps {
  banner: AdminHeroBanner | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (banner: AdminHeroBanner) => void;
}

/** The confirmation before a banner is deleted (spec 02 §5: it says the action cannot be undone). */
export function DeleteBannerDialog({ banner, pending, onCancel, onConfirm }: DeleteBannerDialogProps) {
  return (
    <FormDialog
      open={banner !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Delete this banner?"
      submitLabel="Delete Banner"
      pendingLabel="Deleting..."
      submitColorPalette="red"
      pending={pending}
      onSubmit={() => banner && onConfirm(banner)}
    >
      <Text>
        “{banner?.name}” and all its image files will be permanently deleted. This action cannot be undone. Photographers who chose it will see the default
        banner instead.
      </Text>
    </FormDialog>
  );
}
