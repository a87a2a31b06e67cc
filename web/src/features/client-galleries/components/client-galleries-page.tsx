import type { OwnClientGallery } from '@lumafolio/contracts';
import { Box, Button, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { NavBar } from '@/components/layout/nav-bar';
import { myPhotosNavItems } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { renderThemeSwitch } from '@/components/layout/theme-switch';
import { SignedInPageLoading } from '@/components/ui/signed-in-page-loading';
import { emptyAreaStyles, eyebrowStyles, primaryPillStyles } from '@/components/ui/styles';
import { useRequireAuth } from '@/lib/auth/use-require-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { brand } from '@/lib/config';
import { accountDisplayName } from '@/lib/user-display';
import { clientGalleriesQueryOptions } from '../api/client-galleries';
import { useClientGalleryActions } from '../hooks/use-client-gallery-actions';
import { ClientGalleryCard } from './client-gallery-card';
import { GalleryFavouritesDialog } from './gallery-favourites-dialog';
import { GalleryFormDialog } from './gallery-form-dialog';

const SIGN_IN_REQUIRED = { title: 'Authentication Required', description: 'Please log in to manage your client galleries.', variant: 'destructive' } as const;

/** /account/galleries: the photographer's client galleries (ADR 42). */
export function ClientGalleriesPage() {
  const { user, isError, refetch } = useRequireAuth(SIGN_IN_REQUIRED);
  const onSignOut = useSignOut();
  const galleries = useQuery(clientGalleriesQueryOptions({ enabled: user !== null }));
  const { create, update, remove, copyLink } = useClientGalleryActions();
  /** The gallery in the form: 'new', one to edit, or none. */
  const [editing, setEditing] = useState<OwnClientGallery | 'new' | null>(null);
  const [favouritesOf, setFavouritesOf] = useState<OwnClientGallery | null>(null);

  const closeForm = () => setEditing(null);
  const onDelete = (gallery: OwnClientGallery) => {
    if (window.confirm(`Delete the gallery '${gallery.name}'? Its link will stop working.`)) remove.mutate(gallery);
  };

  return (
    <>
      <title>{`Client Galleries · ${brand.name}`}</title>
      <NavBar user={user} items={user ? myPhotosNavItems(user) : []} showAvatar={false} onSignOut={onSignOut} themeSwitch={renderThemeSwitch} />
      <Box as="main" id="main" bg="bg.subtle" minH="100dvh" pt={NAV_HEIGHT} display="flex" flexDirection="column">
        {!user ? (
          <SignedInPageLoading label="Loading your galleries" isError={isError} onRetry={() => void refetch()} />
        ) : (
          <Container maxW="5xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }} flex="1">
            <Flex justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4" wrap="wrap" mb="6">
              <Stack gap="1">
                <Text {...eyebrowStyles}>Private sharing</Text>
                <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" letterSpacing="tight">
                  Client Galleries
                </Heading>
              </Stack>
              <Button {...primaryPillStyles} onClick={() => setEditing('new')}>
                <LuPlus /> New Gallery
              </Button>
            </Flex>
            {galleries.isPending ? (
              <Spinner aria-label="Loading your galleries" />
            ) : galleries.isError ? (
              <Text color="fg.error">Your galleries could not be loaded.</Text>
            ) : !galleries.data?.length ? (
              <Box {...emptyAreaStyles} p="8" textAlign="center">
                <Text color="fg.muted">No client galleries yet. Create one to share a set of photos with a client by a private link.</Text>
              </Box>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="4" aria-label="Your client galleries">
                {galleries.data.map((gallery) => (
                  <ClientGalleryCard
                    key={gallery.id}
                    gallery={gallery}
                    onCopy={() => void copyLink(gallery)}
                    onEdit={() => setEditing(gallery)}
                    onFavourites={() => setFavouritesOf(gallery)}
                    onDelete={() => onDelete(gallery)}
                  />
                ))}
              </Stack>
            )}
          </Container>
        )}
        <SiteFooter tone="light" owner={user ? accountDisplayName(user) || undefined : undefined} />
      </Box>
      {editing !== null && (
        <GalleryFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && closeForm()}
          gallery={editing === 'new' ? null : editing}
          pending={create.isPending || update.isPending}
          onCreate={(gallery) => create.mutate(gallery, { onSuccess: closeForm })}
          onUpdate={(id, change) => update.mutate({ id, change }, { onSuccess: closeForm })}
        />
      )}
      {favouritesOf && <GalleryFavouritesDialog gallery={favouritesOf} onClose={() => setFavouritesOf(null)} />}
    </>
  );
}
