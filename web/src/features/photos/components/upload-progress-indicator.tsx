import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useAppUploadQueue } from '../hooks/use-app-upload-queue';
import { queueProgress } from '../utils/queue-progress';

const RING_RADIUS = 8;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The upload queue in the navigation bar, on every screen while files are on their way (or
 * wait for a retry, or for the user to decide about a possible duplicate): how many are in,
 * a ring of the bytes sent, and the way back to the queue on My Photos. The bar is dark in
 * both themes.
 */
export function UploadProgressIndicator() {
  const queue = useAppUploadQueue();
  const { total, uploaded, active, needAttention, duplicates, percent } = queueProgress(queue?.entries ?? []);
  if (active === 0 && needAttention === 0) return null;

  const uploading = active > 0;
  const counted = `${uploaded} of ${total}`;
  const summary = uploading
    ? `Uploading ${counted} ${total === 1 ? 'photo' : 'photos'}`
    : `${needAttention} ${needAttention === 1 ? 'upload needs' : 'uploads need'} your attention`;
  return (
    <chakra.div ms="auto" flexShrink={0} minW="0">
      <chakra.a
        asChild
        display="inline-flex"
        alignItems="center"
        gap="2"
        h="9"
        ps="1.5"
        pe="3"
        rounded="full"
        bg="whiteAlpha.100"
        borderWidth="1px"
        borderColor={uploading ? 'whiteAlpha.300' : 'orange.300'}
        color="white"
        fontSize="sm"
        fontWeight="600"
        whiteSpace="nowrap"
        transition="background-color 0.2s ease"
        _hover={{ bg: 'whiteAlpha.200' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
      >
        <RouterLink to="/my-photos" aria-label={`${summary}${uploading ? `, ${percent}% sent` : ''}: show the upload queue`} title={summary}>
          <ProgressRing percent={uploading ? percent : 100} warning={!uploading} />
          {uploading ? (
            <span>
              {/* Between 768 px and 1280 px the bar is full of links: the count alone. */}
              <chakra.span display={{ base: 'inline', md: 'none', xl: 'inline' }}>Uploading </chakra.span>
              {counted}
            </span>
          ) : (
            <span>{attentionLabel(needAttention, duplicates)}</span>
          )}
        </RouterLink>
      </chakra.a>
      {/* Each file in or failed is said once; the bytes are not. */}
      <chakra.span srOnly aria-live="polite">
        {summary}
      </chakra.span>
    </chakra.div>
  );
}

/** Short, for the bar: what the files left waiting for the user are. */
function attentionLabel(needAttention: number, duplicates: number): string {
  if (duplicates === 0) return `${needAttention} failed`;
  if (duplicates === needAttention) return `${duplicates} to review`;
  return `${needAttention} to check`;
}

function ProgressRing({ percent, warning }: { percent: number; warning: boolean }) {
  return (
    <chakra.svg viewBox="0 0 20 20" boxSize="6" flexShrink={0} aria-hidden="true" color={warning ? 'orange.300' : 'brand.300'} transform="rotate(-90deg)">
      <circle cx="10" cy="10" r={RING_RADIUS} fill="none" stroke="rgba(255, 255, 255, 0.25)" strokeWidth="2.5" />
      <circle
        cx="10"
        cy="10"
        r={RING_RADIUS}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray={RING_LENGTH}
        strokeDashoffset={RING_LENGTH * (1 - percent / 100)}
        style={{ transition: 'stroke-dashoffset 0.3s ease' }}
      />
    </chakra.svg>
  );
}
