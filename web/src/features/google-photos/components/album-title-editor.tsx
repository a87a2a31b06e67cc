import { Button, Flex, Stack } from '@chakra-ui/react';
import { renameGooglePhotoSetRequestSchema, type GooglePhotoSet } from '@lumafolio/contracts';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-errors';

interface AlbumTitleEditorProps {
  set: GooglePhotoSet;
  saving: boolean;
  onSave: (title: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onClose: () => void;
}

/** A set's title in an input: Enter saves it (checked as the server checks it), Escape leaves it as it was. */
export function AlbumTitleEditor({ set, saving, onSave, onClose }: AlbumTitleEditorProps) {
  const [title, setTitle] = useState(set.title);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The editor opens from its Edit button: the typing goes to the title at once.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = renameGooglePhotoSetRequestSchema.safeParse({ title });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'This title cannot be used.');
      return;
    }
    if (checked.data.title === set.title) {
      onClose();
      return;
    }
    onSave(checked.data.title, {
      onSuccess: onClose,
      onError: (failure) => setError(serverMessage(failure, 'The title could not be saved. Please try again.')),
    });
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Stack asChild gap="2">
      <form ref={formRef} onSubmit={submit} noValidate>
        <TextField
          label="Album title"
          value={title}
          onValueChange={(value) => {
            setTitle(value);
            setError(null);
          }}
          error={error}
          size="sm"
          onKeyDown={cancelOnEscape}
        />
        <Flex gap="2" justify="flex-end">
          <Button size="xs" variant="ghost" rounded="full" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" size="xs" colorPalette="brand" rounded="full" loading={saving}>
            Save title
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
