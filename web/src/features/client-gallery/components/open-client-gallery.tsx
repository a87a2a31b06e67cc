import type { ClientGalleryView } from '@lumafolio/contracts';
import { Container, Heading, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { LazyLightbox } from '@/components/gallery/lazy-lightbox';
import { useLightbox } from '@/components/gallery/use-lightbox';
import { belowNavBar } from '@/components/layout/layout-constants';
import { galleryDownloadUrl } from '../api/client-gallery';
import { useGalleryFavourites } from '../hooks/use-gallery-favourites';
import { GalleryTile } from './gallery-tile';
import { inputStyles } from './gallery-password-form';

type OpenView = Extract<ClientGalleryView, { status: 'open' }>;

const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** An open client gallery: its photos in a grid, the shared lightbox, favourites and downloads. */
export function OpenClientGallery({ token, view }: { token: string; view: OpenView }) {
  const nameId = useId();
  const lightbox = useLightbox();
  const favourites = useGalleryFavourites(token);
  const [visitorName, setVisitorName] = useState(view.visitorName);
  const marked = new Set(view.favourites);
  const downloads = view.download !== 'off';
  const { mutate } = favourites;
  const setFavourite = useCallback(
    (photoId: string, favourite: boolean) => mutate({ photoId, favourite, visitorName: visitorName.trim() }),
    [mutate, visitorName],
  );

  return (
    <Container maxW="7xl" pt={belowNavBar('2rem')} pb="16" px={{ base: '4', md: '6' }}>
      <Stack gap="2" mb="6">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {view.name}
        </Heading>
        <Text color="fg.muted">
          {view.photos.length} {view.photos.length === 1 ? 'photo' : 'photos'}
          {view.expiresAt ? ` · available until ${formatDay(view.expiresAt)}` : ''}
          {downloads ? ' · downloads allowed' : ''}
        </Text>
        <Text color="fg.muted">Mark your favourites with the heart: your photographer sees them.</Text>
      </Stack>
      <Stack gap="1" maxW="sm" mb="6">
        <chakra.label htmlFor={nameId} fontSize="sm" fontWeight="medium">
          Your name (optional)
        </chakra.label>
        <chakra.input
          id={nameId}
          value={visitorName}
          maxLength={60}
          onChange={(event) => setVisitorName(event.target.value)}
          autoComplete="name"
          {...inputStyles}
        />
      </Stack>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, sm: 3, lg: 4 }} gap={{ base: '3', md: '4' }} aria-label="Photos">
        {view.photos.map((photo, index) => (
          <GalleryTile
            key={photo.id}
            photo={photo}
            favourite={marked.has(photo.id)}
            downloadUrl={downloads ? galleryDownloadUrl(token, photo.id) : null}
            onOpen={() => lightbox.open(index)}
            onFavourite={(favourite) => setFavourite(photo.id, favourite)}
          />
        ))}
      </SimpleGrid>
      <LazyLightbox open={lightbox.isOpen} photos={view.photos} index={lightbox.index ?? 0} onIndexChange={lightbox.setIndex} onClose={lightbox.close} />
    </Container>
  );
}
