import type { Photo } from '@lumafolio/contracts';
import { useState } from 'react';
import { HStack } from '@chakra-ui/react';
import { LuCamera } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { cameraDetails } from '@/lib/gallery/camera-details';
import { notify } from '@/lib/toaster';
import { errorMessage, useUpdatePhoto } from '../api/photos';
import { parseTags, type CategoryOption } from '../utils/photo-list';
import { AiTagsField } from './ai-tags-field';
import { CategorySelect } from './category-select';
import { PhotoDownloadMenu } from './photo-download-menu';

export interface EditPhotoDialogProps {
  photo: Photo | null;
  categoryOptions: readonly CategoryOption[];
  onClose: () => void;
}

/** 'Edit Photo Metadata' (spec 01 §2/§5): title required, description, category, comma-separated tags; the AI's tags as chips. */
export function EditPhotoDialog({ photo, categoryOptions, onClose }: EditPhotoDialogProps) {
  const update = useUpdatePhoto();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState('');
  const [tags, setTags] = useState('');
  const [aiTags, setAiTags] = useState<string[]>([]);
  const [titleError, setTitleError] = useState<string | null>(null);

  // The form starts from the photo each time one is opened (a refresh of the same photo meanwhile keeps what was typed).
  const [formFor, setFormFor] = useState<string | null>(null);
  const photoId = photo?.id ?? null;
  if (formFor !== photoId) {
    setFormFor(photoId);
    if (photo) {
      setTitle(photo.title);
      setDescription(photo.description);
      setCategory(photo.category);
      setTags(photo.tags.join(', '));
      setAiTags(photo.aiTags);
      setTitleError(null);
    }
  }

  const camera = cameraDetails(photo?.exif);
  const options =
    photo && !categoryOptions.some((o) => o.value === photo.category)
      ? [...categoryOptions, { value: photo.category, label: photo.category }]
      : categoryOptions;

  const save = () => {
    if (!photo) return;
    if (title.trim() === '') {
      setTitleError('Title is required.');
      return;
    }
    update.mutate(
      {
        id: photo.id,
        changes: {
          title: title.trim(),
          description,
          category,
          tags: parseTags(tags),
          // Sent only when edited: the AI's own tags may still be arriving for a new photo.
          ...(aiTags.join('\n') !== photo.aiTags.join('\n') ? { aiTags } : {}),
        },
      },
      {
        onSuccess: () => {
          notify({ title: 'Photo updated', variant: 'success' });
          onClose();
        },
        onError: (error) => notify({ title: 'Update failed', description: errorMessage(error, 'Something went wrong.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <FormDialog
      open={photo !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Photo Metadata"
      description={
        camera ? (
          <HStack as="span" gap="1.5" align="center">
            <LuCamera aria-hidden /> {camera}
          </HStack>
        ) : undefined
      }
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      pending={update.isPending}
      onSubmit={save}
      footerStart={photo?.status === 'ready' ? <PhotoDownloadMenu photo={photo} /> : undefined}
    >
      <TextField
        label="Title"
        required
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          setTitleError(null);
        }}
        error={titleError}
      />
      <TextField label="Description" multiline rows={3} value={description} onValueChange={setDescription} />
      <CategorySelect label="Category" value={category} options={options} onValueChange={setCategory} />
      <TextField label="Tags" value={tags} onValueChange={setTags} hint="Separate tags with commas." placeholder="sunset, coast, golden hour" />
      <AiTagsField value={aiTags} onValueChange={setAiTags} />
    </FormDialog>
  );
}
