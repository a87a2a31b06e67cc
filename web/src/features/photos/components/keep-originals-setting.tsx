import type { CurrentUser } from '@lumafolio/contracts';
import { Switch } from '@chakra-ui/react';
import { LuFileImage } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { serverMessage } from '@/lib/api-errors';
import { notify } from '@/lib/toaster';
import { useSetUploadSettings } from '../api/upload-settings';

const DESCRIPTION =
  'Uploads keep the file from your camera as it is, with its camera details: downloads and client galleries that allow original files give it back unchanged. ' +
  'Visitors only ever see resized copies, without the location. When off, photos are optimised in your browser first (2400 px wide at most), which uses less storage.';

/** Settings: whether uploads send the untouched camera file (ADR 63). */
export function KeepOriginalsSetting({ user }: { user: CurrentUser }) {
  const save = useSetUploadSettings();
  const checked = save.isPending && save.variables ? save.variables.keepOriginals : user.keepOriginals;

  const change = (keepOriginals: boolean) =>
    save.mutate(
      { keepOriginals },
      {
        onSuccess: () =>
          notify({
            title: keepOriginals ? 'Original files kept' : 'Uploads optimised',
            description: keepOriginals ? 'Your next uploads keep the file from your camera.' : 'Your next uploads are optimised in your browser first.',
            variant: 'success',
          }),
        onError: (error) =>
          notify({ title: 'Not saved', description: serverMessage(error, 'The setting could not be saved. Please try again.'), variant: 'destructive' }),
      },
    );

  return (
    <SectionCard
      icon={LuFileImage}
      title="Original files"
      description={DESCRIPTION}
      actions={
        <Switch.Root checked={checked} onCheckedChange={(details) => change(details.checked)} disabled={save.isPending} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Keep original files</Switch.Label>
        </Switch.Root>
      }
    />
  );
}
