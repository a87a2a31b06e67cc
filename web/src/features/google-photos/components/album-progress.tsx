import { Alert, Link, List, Progress, Stack, Text } from '@chakra-ui/react';
import type { GooglePhotoSet } from '@lumafolio/contracts';
import { Link as RouterLink } from 'react-router';
import { hasProgress, progressPercent } from '../utils/album-text';

/** A set's import: imported / skipped / failed with a bar while it syncs, a summary once done, its problem and failed items. */
export function AlbumProgress({ set }: { set: GooglePhotoSet }) {
  const { progress } = set;
  const shown = hasProgress(progress);
  if (!shown && !progress.problem) return null;
  const done = progress.state === 'done';
  return (
    <Stack gap="2" aria-live="polite">
      {shown && (
        <>
          <Progress.Root
            value={progressPercent(progress)}
            size="sm"
            colorPalette={progress.failed > 0 ? 'orange' : 'green'}
            aria-label={`Import of ${set.title}`}
          >
            <Progress.Label fontSize="sm" fontWeight="600" mb="1">
              {done
                ? `Imported ${progress.imported} of ${progress.total}`
                : `Importing… ${progress.imported + progress.skipped + progress.failed} of ${progress.total}`}
            </Progress.Label>
            <Progress.Track rounded="full" aria-label={`Import of ${set.title}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="xs" color="fg.muted">
            {progress.imported} imported · {progress.skipped} skipped · {progress.failed} failed
          </Text>
          {done && progress.imported > 0 && (
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="600">
              <RouterLink to="/my-photos">See them in My Photos</RouterLink>
            </Link>
          )}
        </>
      )}
      {progress.problem && (
        <Alert.Root status="warning" size="sm" rounded="md">
          <Alert.Indicator />
          <Alert.Description>{progress.problem}</Alert.Description>
        </Alert.Root>
      )}
      {progress.failures.length > 0 && (
        <List.Root fontSize="xs" color="fg.muted" ps="4" gap="0.5" aria-label={`Photos of ${set.title} that could not be imported`}>
          {progress.failures.map((failure, index) => (
            <List.Item key={`${failure.filename}-${index}`} wordBreak="break-word">
              {failure.filename}: {failure.message}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
