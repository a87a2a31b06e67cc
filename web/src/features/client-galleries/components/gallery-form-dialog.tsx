import {
  CLIENT_GALLERY_DOWNLOADS,
  CLIENT_GALLERY_PASSWORD_MIN,
  type ClientGalleryDownload,
  type CreateClientGalleryRequest,
  type OwnClientGallery,
  type UpdateClientGalleryRequest,
} from '@lumafolio/contracts';
import { Checkbox, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { GalleryPhotoPicker } from './gallery-photo-picker';

export const DOWNLOAD_LABELS: Record<ClientGalleryDownload, string> = {
  off: 'No downloads',
  w800: 'Small (800 px)',
  w1600: 'Large (1600 px)',
  w2400: 'Extra large (2400 px)',
  original: 'Original files',
};

export interface GalleryFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The gallery to edit; null: a new one. */
  gallery: OwnClientGallery | null;
  pending: boolean;
  onCreate: (gallery: CreateClientGalleryRequest) => void;
  onUpdate: (id: string, change: UpdateClientGalleryRequest) => void;
}

/** "2026-12-31" of an ISO date-time, for a date input. */
const dateOnly = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** A date input's day, as the end of that day in the visitor's time zone. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** Create or edit a client gallery: name, photos, password, expiry and downloads. */
export function GalleryFormDialog({ open, onOpenChange, gallery, pending, onCreate, onUpdate }: GalleryFormDialogProps) {
  const [name, setName] = useState(gallery?.name ?? '');
  const [selected, setSelected] = useState<Set<string>>(() => new Set(gallery?.photoIds ?? []));
  const [password, setPassword] = useState('');
  const [removePassword, setRemovePassword] = useState(false);
  const [expiry, setExpiry] = useState(dateOnly(gallery?.expiresAt ?? null));
  const [download, setDownload] = useState<ClientGalleryDownload>(gallery?.download ?? 'off');

  const passwordTooShort = !removePassword && password.length > 0 && password.length < CLIENT_GALLERY_PASSWORD_MIN;

  const toggle = (photoId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(photoId)) next.add(photoId);
      return next;
    });

  const submit = () => {
    const common = { name: name.trim(), photoIds: [...selected], expiresAt: expiry ? endOfDay(expiry) : null, download };
    if (!gallery) onCreate({ ...common, password: password || null });
    else onUpdate(gallery.id, { ...common, ...(removePassword ? { password: null } : password ? { password } : {}) });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={gallery ? 'Edit Gallery' : 'New Client Gallery'}
      description="Share some of your photos, public or private, by a link only the people you send it to know."
      submitLabel={gallery ? 'Save Gallery' : 'Create Gallery'}
      pendingLabel="Saving..."
      pending={pending}
      submitDisabled={!name.trim() || selected.size === 0 || passwordTooShort}
      onSubmit={submit}
    >
      <Field.Root required>
        <Field.Label>Gallery name</Field.Label>
        <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} placeholder="e.g. Smith wedding" />
      </Field.Root>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          Photos ({selected.size} selected)
        </Text>
        <GalleryPhotoPicker selected={selected} onToggle={toggle} />
      </Stack>
      <Field.Root invalid={passwordTooShort}>
        <Field.Label>{gallery?.hasPassword ? 'New password' : 'Password'}</Field.Label>
        <Input
          type="password"
          autoComplete="new-password"
          minLength={CLIENT_GALLERY_PASSWORD_MIN}
          value={password}
          disabled={removePassword}
          onChange={(event) => setPassword(event.target.value)}
        />
        {passwordTooShort ? (
          <Field.ErrorText>Passwords are at least {CLIENT_GALLERY_PASSWORD_MIN} characters.</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {gallery?.hasPassword ? 'Leave empty to keep the current password.' : 'Optional: visitors must enter it to see the gallery.'} At least{' '}
            {CLIENT_GALLERY_PASSWORD_MIN} characters.
          </Field.HelperText>
        )}
      </Field.Root>
      {gallery?.hasPassword && (
        <Checkbox.Root checked={removePassword} onCheckedChange={(details) => setRemovePassword(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Remove the password</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Field.Root>
        <Field.Label>Expires on</Field.Label>
        <Input type="date" value={expiry} onChange={(event) => setExpiry(event.target.value)} />
        <Field.HelperText>Optional: after this day the link shows that the gallery has expired.</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Downloads</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={download} onChange={(event) => setDownload(event.target.value as ClientGalleryDownload)}>
            {CLIENT_GALLERY_DOWNLOADS.map((option) => (
              <option key={option} value={option}>
                {DOWNLOAD_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {download === 'original' && (
          <Field.HelperText>Your files as you uploaded them, with their camera details (the location included, when the camera recorded one).</Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
