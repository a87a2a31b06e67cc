import { Box, Button, CloseButton, Dialog, Portal, Stack, type ButtonProps } from '@chakra-ui/react';
import { primaryPillStyles } from './styles';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Label of the submit button; without it the dialog only offers Close. */
  submitLabel?: string;
  /** Label while the submit is pending, e.g. 'Saving...'. */
  pendingLabel?: string;
  pending?: boolean;
  submitDisabled?: boolean;
  submitColorPalette?: ButtonProps['colorPalette'];
  onSubmit?: () => void;
  /** Shown at the start of the footer, apart from Cancel and submit (e.g. a Download menu). */
  footerStart?: ReactNode;
}

/** Pressing a toast (its close button, a swipe) or focusing it is no reason to close the dialog beneath. */
const keepOpenForToasts: NonNullable<Dialog.RootProps['onInteractOutside']> = (event) => {
  const target = event.detail.target;
  if (target instanceof Element && target.closest('[data-scope="toast"]')) event.preventDefault();
};

/**
 * A modal dialog holding a small form (change password, delete account): title,
 * description, fields, Cancel and a submit button.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  submitLabel,
  pendingLabel,
  pending = false,
  submitDisabled = false,
  submitColorPalette,
  onSubmit,
  footerStart,
}: FormDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !submitDisabled) onSubmit?.();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="md"
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      onInteractOutside={keepOpenForToasts}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="4">
                <form id={formId} onSubmit={submit} noValidate>
                  {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
                  {children}
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" rowGap="3">
              {/* On a phone it takes a row of its own: three buttons do not fit beside each other. */}
              {footerStart && (
                <Box me="auto" flexBasis={{ base: '100%', sm: 'auto' }}>
                  {footerStart}
                </Box>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" rounded="full" disabled={pending}>
                  {submitLabel ? 'Cancel' : 'Close'}
                </Button>
              </Dialog.ActionTrigger>
              {submitLabel && (
                <Button
                  type="submit"
                  form={formId}
                  {...(submitColorPalette ? { colorPalette: submitColorPalette, rounded: 'full' } : primaryPillStyles)}
                  loading={pending}
                  loadingText={pendingLabel}
                  disabled={submitDisabled}
                >
                  {submitLabel}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={pending}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
