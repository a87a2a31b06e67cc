import {
  DEFAULT_WATERMARK_SETTINGS,
  WATERMARK_POSITIONS,
  WATERMARK_TEXT_MAX,
  type Watermark,
  type WatermarkPosition,
  type WatermarkSettings,
} from '@lumafolio/contracts';
import {
  Button,
  Checkbox,
  Field,
  Flex,
  Input,
  NativeSelect,
  Progress,
  SegmentGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LuImagePlus, LuStamp } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { useSaveWatermark, useUploadWatermarkLogo, watermarkQueryOptions } from '../api/watermark';
import { LOGO_ACCEPT, POSITION_LABELS } from '../utils/mark-placement';
import { WatermarkPreview } from './watermark-preview';

const KINDS = [
  { value: 'text', label: 'Text' },
  { value: 'logo', label: 'Logo' },
];

/**
 * The watermark of the public photos (ADR 44): text or logo, position, opacity and size,
 * with a live preview. Visitors get watermarked images; My Photos and the originals stay clean.
 */
export function WatermarkSection() {
  const watermark = useQuery(watermarkQueryOptions());
  return (
    <SectionCard
      id="account-section-watermark"
      scrollMarginTop="24"
      icon={LuStamp}
      title="Watermark"
      description="Marks the photos visitors see on your portfolio and the home feed. Your originals and My Photos stay clean."
    >
      {watermark.data ? (
        <WatermarkForm watermark={watermark.data} />
      ) : watermark.isError ? (
        <Text color="fg.muted">Failed to load your watermark.</Text>
      ) : (
        <Skeleton h="48" rounded="lg" />
      )}
    </SectionCard>
  );
}

function WatermarkForm({ watermark }: { watermark: Watermark }) {
  const [settings, setSettings] = useState<WatermarkSettings>(watermark.settings ?? DEFAULT_WATERMARK_SETTINGS);
  const save = useSaveWatermark();
  const uploadLogo = useUploadWatermarkLogo();
  const logoInput = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), position: useId(), opacity: useId(), size: useId() };
  const saved = watermark.settings;
  const [shownSaved, setShownSaved] = useState(saved);
  // A save (this form's, with the server's cleaned text, or another tab's) becomes the form's value.
  if (saved !== shownSaved) {
    setShownSaved(saved);
    setSettings(saved);
  }

  const change = <K extends keyof WatermarkSettings>(key: K, value: WatermarkSettings[K]) => setSettings((current) => ({ ...current, [key]: value }));

  const submit = () =>
    save.mutate(settings, {
      onSuccess: (answer) =>
        notify({
          title: 'Watermark Saved',
          description: answer.progress.finished ? 'Your public photos are up to date.' : 'Your public photos are being updated in the background.',
        }),
      onError: (error) =>
        notify({ title: 'Save Failed', description: serverMessage(error, 'Failed to save the watermark. Please try again.'), variant: 'destructive' }),
    });

  const onLogoChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    uploadLogo.mutate(file, {
      onSuccess: () => notify({ title: 'Logo Uploaded', description: 'Save the watermark to use it on your public photos.' }),
      onError: (error) =>
        notify({ title: 'Upload Failed', description: serverMessage(error, 'Failed to upload the logo. Please try again.'), variant: 'destructive' }),
    });
  };

  const { progress } = watermark;
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="4">
          <Checkbox.Root checked={settings.enabled} onCheckedChange={(details) => change('enabled', details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Watermark my public photos</Checkbox.Label>
          </Checkbox.Root>

          <SegmentGroup.Root
            value={settings.kind}
            onValueChange={(details) => change('kind', details.value === 'logo' ? 'logo' : 'text')}
            size="sm"
            alignSelf="flex-start"
            aria-label="Watermark type"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={KINDS} />
          </SegmentGroup.Root>

          {settings.kind === 'text' ? (
            <Field.Root>
              <Field.Label htmlFor={ids.text}>Watermark text</Field.Label>
              <Input
                id={ids.text}
                value={settings.text}
                maxLength={WATERMARK_TEXT_MAX}
                placeholder="© Your Name"
                onChange={(event) => change('text', event.target.value)}
              />
            </Field.Root>
          ) : (
            <Stack gap="2">
              <VisuallyHidden asChild>
                <input ref={logoInput} type="file" accept={LOGO_ACCEPT} onChange={onLogoChosen} aria-label="Choose a logo" tabIndex={-1} />
              </VisuallyHidden>
              <Button
                variant="outline"
                rounded="full"
                alignSelf="flex-start"
                onClick={() => logoInput.current?.click()}
                loading={uploadLogo.isPending}
                loadingText="Uploading..."
              >
                <LuImagePlus /> {watermark.logoUrl ? 'Replace Logo' : 'Upload Logo'}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                PNG, JPEG or WebP, up to 1 MB. A transparent PNG works best.
              </Text>
            </Stack>
          )}

          <Field.Root>
            <Field.Label htmlFor={ids.position}>Position</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={ids.position}
                value={settings.position}
                onChange={(event) => change('position', event.currentTarget.value as WatermarkPosition)}
              >
                {WATERMARK_POSITIONS.map((position) => (
                  <option key={position} value={position}>
                    {POSITION_LABELS[position]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>

          <RangeField
            id={ids.opacity}
            label="Opacity"
            value={settings.opacityPercent}
            min={10}
            max={100}
            onChange={(value) => change('opacityPercent', value)}
          />
          <RangeField
            id={ids.size}
            label="Size (share of the photo's width)"
            value={settings.sizePercent}
            min={5}
            max={50}
            onChange={(value) => change('sizePercent', value)}
          />
        </Stack>

        <WatermarkPreview settings={settings} logoUrl={watermark.logoUrl} />
      </SimpleGrid>

      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        {!progress.finished ? (
          <Progress.Root
            value={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : null}
            size="sm"
            flex="1 1 14rem"
            maxW="md"
            aria-live="polite"
          >
            <Progress.Label fontSize="sm" mb="1">
              Updating your public photos… {progress.done} of {progress.total}
            </Progress.Label>
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {saved.enabled ? `Your public photos carry this watermark (${photoCount(progress.total)}).` : 'Your public photos carry no watermark.'}
          </Text>
        )}
        <Button rounded="full" colorPalette="brand" onClick={submit} loading={save.isPending} loadingText="Saving...">
          Save Watermark
        </Button>
      </Flex>
    </Stack>
  );
}

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

interface RangeFieldProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

function RangeField({ id, label, value, min, max, onChange }: RangeFieldProps) {
  return (
    <Field.Root>
      <Flex justify="space-between" w="full">
        <Field.Label htmlFor={id}>{label}</Field.Label>
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          {value} %
        </Text>
      </Flex>
      <chakra.input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        w="full"
        accentColor="brand.solid"
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </Field.Root>
  );
}
