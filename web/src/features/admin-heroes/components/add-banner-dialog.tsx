import { Box, Button, Field, Flex, HStack, Progress, Separator, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuImage, LuX } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import type { NewBanner } from '../api/hero-banners';

interface AddBannerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  progress: number;
  onUpload: (banner: NewBanner) => Promise<unknown>;
}

/** "Add New Banner" (spec 02 §2): a name, a description, and a file or an external URL (choosing one clears the other). */
export function AddBannerDialog({ open, onOpenChange, pending, progress, onUpload }: AddBannerDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setName('');
    setDescription('');
    clearFile();
    setImageUrl('');
  };
  const clearFile = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    if (chosen) setImageUrl('');
  };
  const typeUrl = (value: string) => {
    setImageUrl(value);
    if (value.trim()) clearFile();
  };

  const ready = name.trim() !== '' && (file !== null || imageUrl.trim() !== '');
  const submit = async () => {
    try {
      await onUpload({ name: name.trim(), description: description.trim(), file, imageUrl: imageUrl.trim() });
      reset();
      onOpenChange(false);
    } catch {
      // The toast has said why; the dialog stays open with what was typed.
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Banner"
      description="Upload an image or give the address of one. It is resized and analysed before it can be the default."
      submitLabel="Upload Banner"
      pendingLabel="Uploading..."
      pending={pending}
      submitDisabled={!ready}
      onSubmit={() => void submit()}
    >
      <TextField label="Banner Name" value={name} onValueChange={setName} maxLength={100} required disabled={pending} placeholder="e.g. Autumn forest" />
      <TextField label="Description" multiline rows={2} value={description} onValueChange={setDescription} maxLength={500} disabled={pending} />

      <Field.Root disabled={pending}>
        <Field.Label>Image file</Field.Label>
        <VisuallyHidden asChild>
          <input ref={inputRef} type="file" accept="image/*" aria-label="Image file" onChange={chooseFile} disabled={pending} />
        </VisuallyHidden>
        <HStack gap="3" w="full" minW="0">
          <Button size="sm" variant="outline" rounded="full" flexShrink={0} disabled={pending} onClick={() => inputRef.current?.click()}>
            <LuImage aria-hidden /> {file ? 'Choose another' : 'Choose image'}
          </Button>
          {file ? (
            <HStack gap="1" minW="0">
              <Text fontSize="sm" truncate title={file.name} data-testid="chosen-file">
                {file.name}
              </Text>
              <Button size="2xs" variant="ghost" aria-label="Remove the chosen file" onClick={clearFile} disabled={pending}>
                <LuX />
              </Button>
            </HStack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              JPG, PNG or WebP, up to 25 MB
            </Text>
          )}
        </HStack>
      </Field.Root>

      <Flex align="center" gap="3" aria-hidden>
        <Separator flex="1" />
        <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.12em">
          or
        </Text>
        <Separator flex="1" />
      </Flex>

      <TextField
        label="External image URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/banner.jpg"
        value={imageUrl}
        onValueChange={typeUrl}
        disabled={pending}
        hint="The server downloads it once. Addresses on private networks are refused."
      />

      {pending && (
        <Box>
          <Progress.Root value={file ? progress : null} max={100} size="sm" colorPalette="brand" aria-label="Upload progress">
            <Flex justify="space-between" mb="1">
              <Progress.Label fontSize="sm">{file ? (progress < 100 ? 'Uploading…' : 'Checking the image…') : 'Downloading the image…'}</Progress.Label>
              {file && <Progress.ValueText fontSize="sm" color="fg.muted" />}
            </Flex>
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>
      )}
    </FormDialog>
  );
}
