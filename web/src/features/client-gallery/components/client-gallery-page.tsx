import { CLIENT_GALLERY_MESSAGES } from '@lumafolio/contracts/paths';
import { Flex, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { brand } from '@/lib/config';
import { clientGalleryQueryOptions } from '../api/client-gallery';
import { GalleryMessage } from './gallery-message';
import { GalleryPasswordForm } from './gallery-password-form';
import { OpenClientGallery } from './open-client-gallery';

/** /g/{token}: a client gallery (ADR 42); never indexed. */
export function ClientGalleryPage({ token }: { token: string }) {
  const { data, error, isPending, refetch } = useQuery(clientGalleryQueryOptions(token));
  const status = isApiError(error) ? error.status : null;
  return (
    <>
      <title>{`${data?.name ?? 'Private Gallery'} · ${brand.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      {isPending ? (
        <Flex minH="70dvh" align="center" justify="center" role="status" aria-label="Loading the gallery">
          <Spinner size="lg" />
        </Flex>
      ) : status === 410 ? (
        <GalleryMessage title="This gallery has expired" text={CLIENT_GALLERY_MESSAGES.expired} />
      ) : status === 404 ? (
        <GalleryMessage title="Gallery not found" text="Please check the link your photographer sent you." />
      ) : !data ? (
        <GalleryMessage title="The gallery could not be loaded" text="Please check your connection and reload the page." />
      ) : data.status === 'locked' ? (
        <GalleryPasswordForm token={token} name={data.name} onUnlocked={() => void refetch()} />
      ) : (
        <OpenClientGallery token={token} view={data} />
      )}
    </>
  );
}
