import type { UploadedExif } from '@lumafolio/contracts';
import { Badge, Box, Button, Flex, HStack, Progress, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuLock, LuSparkles } from 'react-icons/lu';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/lib/toaster';
import { analyzePhoto, invalidatePhotoData, uploadPhoto } from '../api/photos';
import { aiOutcomeToast } from '../utils/ai-outcome';
import { optimiseImage, type OptimisedImage } from '../utils/optimize-image';
import type { CategoryOption } from '../utils/photo-list';
import { readCameraExif } from '../utils/read-camera-exif';
import { AI_TIMEOUT_MS, UPLOAD_ACCEPT, UPLOAD_PROCESSING_DELAY_MS, checkUploadFile, untouchedUpload } from '../utils/upload-rules';
import { CategorySelect } from './category-select';
import { PhotoDropZone } from './photo-drop-zone';
import { UploadPreview } from './upload-preview';

type Phase = 'idle' | 'optimising' | 'analysing' | 'ready' | 'uploading';

interface Fields {
  title: string;
  category: string;
  description: string;
}

const EMPTY_FIELDS: Fields = { title: '', category: '', description: '' };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface UploadPhotoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categoryOptions: readonly CategoryOption[];
  /** Several files picked or dropped at once: they go to the upload queue instead (ADR 40). */
  onManyFiles?: (files: File[]) => void;
  /** The photographer keeps originals (ADR 63): the chosen file goes up untouched. */
  keepOriginals?: boolean;
}

/**
 * 'Upload New Photos' (spec 01 §4 upload flow): file → checked → optimised in the browser
 * (with progress; the original's camera details are read first, as re-encoding drops them)
 * → AI suggestions fill the form unless it was edited → upload with a real progress bar.
 * New photos are private.
 */
export function UploadPhotoDialog({ open, onOpenChange, categoryOptions, onManyFiles, keepOriginals = false }: UploadPhotoDialogProps) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const run = useRef(0);
  const edited = useRef(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [image, setImage] = useState<OptimisedImage | null>(null);
  /** The untouched file, sent instead of the optimised copy when the photographer keeps originals (ADR 63). */
  const [original, setOriginal] = useState<File | null>(null);
  const [cameraExif, setCameraExif] = useState<UploadedExif | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [ai, setAi] = useState<{ alt: string; tags: string[] }>({ alt: '', tags: [] });
  const [aiFilled, setAiFilled] = useState(false);

  const reset = () => {
    run.current += 1;
    edited.current = false;
    setPhase('idle');
    setProgress(0);
    setImage(null);
    setOriginal(null);
    setCameraExif(null);
    setFields(EMPTY_FIELDS);
    setAi({ alt: '', tags: [] });
    setAiFilled(false);
  };

  const setField = (name: keyof Fields) => (value: string) => {
    edited.current = true;
    setFields((current) => ({ ...current, [name]: value }));
  };

  const analyse = async (optimised: OptimisedImage, id: number) => {
    setPhase('analysing');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), AI_TIMEOUT_MS);
    });
    const outcome = await Promise.race([analyzePhoto(optimised.blob, optimised.fileName).catch(() => null), timeout]);
    clearTimeout(timer);
    if (id !== run.current) return;
    setPhase('ready');
    if (outcome === 'timeout') {
      notify({ title: 'AI Analysis Timeout', description: 'AI analysis took too long. You can still upload your photo manually.', variant: 'destructive' });
      return;
    }
    // Any other AI failure is silent: the form stays as it is.
    if (!outcome) return;
    setAi({ alt: outcome.alt, tags: outcome.tags });
    const keptUserEntries = edited.current;
    const suggested: Fields = {
      title: outcome.title.trim(),
      category: categoryOptions.some((o) => o.value === outcome.category) ? outcome.category : '',
      description: outcome.description.trim(),
    };
    const filled = keptUserEntries ? [] : (Object.keys(suggested) as Array<keyof Fields>).filter((name) => suggested[name] !== '');
    if (filled.length > 0) {
      setFields(suggested);
      setAiFilled(true);
    }
    notify(aiOutcomeToast({ filled, tagCount: outcome.tags.length, keptUserEntries }));
  };

  const onFilesChosen = (files: File[]) => {
    if (files.length > 1 && onManyFiles) {
      onManyFiles(files);
      reset();
      onOpenChange(false);
      return;
    }
    if (files[0]) void onFileChosen(files[0]);
  };

  const onFileChosen = async (file: File) => {
    const check = checkUploadFile(file);
    if (!check.ok) {
      notify({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    const id = ++run.current;
    setImage(null);
    setOriginal(null);
    setCameraExif(null);
    setAiFilled(false);
    setPhase('optimising');
    setProgress(0);
    const exifRead = readCameraExif(file);
    let optimised: OptimisedImage;
    try {
      optimised = await optimiseImage(file, (percent) => id === run.current && setProgress(percent));
    } catch {
      if (id !== run.current) return;
      notify({
        title: 'Processing Error',
        description: 'There was an error processing your image. Please try again with a different file.',
        variant: 'destructive',
      });
      reset();
      return;
    }
    const exif = await exifRead;
    if (id !== run.current) return;
    setImage(optimised);
    setOriginal(optimised.asIs ? null : file);
    setCameraExif(exif);
    await analyse(optimised, id);
  };

  const submit = async () => {
    if (!image || fields.title.trim() === '' || fields.category === '') {
      notify({ title: 'Missing Information', description: 'Please fill in all required fields and select an image.', variant: 'destructive' });
      return;
    }
    const id = run.current;
    setPhase('uploading');
    setProgress(0);
    try {
      await wait(UPLOAD_PROCESSING_DELAY_MS);
      const sent = keepOriginals && original ? untouchedUpload(original) : image;
      await uploadPhoto(
        sent.blob,
        sent.fileName,
        { title: fields.title.trim(), category: fields.category, description: fields.description, aiAltText: ai.alt, aiTags: ai.tags, exif: cameraExif },
        (percent) => id === run.current && setProgress(percent),
      );
    } catch {
      if (id !== run.current) return;
      setPhase('ready');
      notify({ title: 'Upload Failed', description: 'There was an error uploading your photo. Please try again.', variant: 'destructive' });
      return;
    }
    notify({ title: 'Photo Uploaded Successfully!', description: 'Your photo has been uploaded and is now in your portfolio.', variant: 'success' });
    void invalidatePhotoData(queryClient);
    reset();
    onOpenChange(false);
  };

  const busy = phase === 'optimising' || phase === 'uploading';

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Upload New Photos"
      description={
        <HStack as="span" gap="1.5" align="center">
          <LuLock aria-hidden /> New uploads are private until you make them public.
        </HStack>
      }
      submitLabel="Upload Photo"
      pendingLabel="Uploading..."
      pending={phase === 'uploading'}
      submitDisabled={phase === 'optimising'}
      onSubmit={() => void submit()}
    >
      <VisuallyHidden asChild>
        <input
          ref={inputRef}
          type="file"
          multiple={onManyFiles !== undefined}
          accept={UPLOAD_ACCEPT}
          aria-label="Image file"
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            onFilesChosen(files);
          }}
        />
      </VisuallyHidden>

      <PhotoDropZone onFiles={(files) => !busy && onFilesChosen(files)} label={onManyFiles ? 'Drop one photo, or many to queue them' : 'Drop the photo here'}>
        <UploadPreview image={image} optimising={phase === 'optimising'} original={keepOriginals ? original : null}>
          <Box>
            <Button size="xs" variant="outline" rounded="full" disabled={busy} onClick={() => inputRef.current?.click()}>
              {image ? 'Choose another image' : onManyFiles ? 'Choose images' : 'Choose image'}
            </Button>
            {onManyFiles && (
              <Text fontSize="xs" color="fg.muted" mt="1">
                or drop them here; several go to the upload queue
              </Text>
            )}
          </Box>
        </UploadPreview>
      </PhotoDropZone>

      {(phase === 'optimising' || phase === 'uploading') && (
        <Progress.Root
          value={progress}
          max={100}
          size="sm"
          colorPalette="brand"
          aria-label={phase === 'uploading' ? 'Upload progress' : 'Optimisation progress'}
        >
          <Flex justify="space-between" mb="1">
            <Progress.Label fontSize="sm">{phase === 'optimising' ? 'Optimising image…' : progress === 0 ? 'Preparing upload…' : 'Uploading…'}</Progress.Label>
            <Progress.ValueText fontSize="sm" color="fg.muted" />
          </Flex>
          <Progress.Track rounded="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {phase === 'analysing' && (
        <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
          <Spinner size="xs" /> <Text>Analysing your photo with AI…</Text>
        </HStack>
      )}
      {aiFilled && phase !== 'analysing' && (
        <HStack gap="2" color="brand.fg" fontSize="sm">
          <LuSparkles aria-hidden /> <Text>AI suggestions filled in. Edit anything you like.</Text>
        </HStack>
      )}

      <TextField label="Title" required value={fields.title} onValueChange={setField('title')} maxLength={120} />
      <CategorySelect
        label="Category"
        required
        value={fields.category}
        options={categoryOptions}
        placeholder="Select a category"
        onValueChange={setField('category')}
      />
      <TextField label="Description" multiline rows={3} value={fields.description} onValueChange={setField('description')} />
      {ai.tags.length > 0 && (
        <HStack gap="1.5" wrap="wrap" aria-label="Suggested tags">
          {ai.tags.map((tag) => (
            <Badge key={tag} variant="subtle" rounded="full">
              #{tag}
            </Badge>
          ))}
        </HStack>
      )}
    </FormDialog>
  );
}
