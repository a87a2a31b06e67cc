import type { Photo } from '@lumafolio/contracts';
import { Box, Button, Container, Field, Flex, Grid, Heading, Input, InputGroup, SimpleGrid, Spinner, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LuFolderCog, LuImages, LuSearch, LuUpload } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NAV_HEIGHT } from '@/components/layout/layout-constants';
import { SignedInPageLoading } from '@/components/ui/signed-in-page-loading';
import { NavBar } from '@/components/layout/nav-bar';
import { renderThemeSwitch } from '@/components/layout/theme-switch';
import { myPhotosNavItems } from '@/components/layout/nav-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { emptyAreaStyles, eyebrowStyles, panelCardStyles, primaryPillStyles } from '@/components/ui/styles';
import { brand } from '@/lib/config';
import { notify } from '@/lib/toaster';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { accountDisplayName } from '@/lib/user-display';
import { useRequireAuth } from '@/lib/auth/use-require-auth';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { myPhotosQueryOptions, useMyPhotos } from '@/lib/queries/my-photos';
import { customCategoriesQueryOptions } from '../api/custom-categories';
import { errorMessage, useDeletePhoto, useSetFeatured, useSetPublic } from '../api/photos';
import { DEFAULT_PHOTO_FILTERS, filterCategoryOptions, isFiltered, photoCategoryOptions, serverFilter, type PhotoFilters } from '../utils/photo-list';
import { CategorySelect } from './category-select';
import { CustomCategoriesDialog } from './custom-categories-dialog';
import { EditPhotoDialog } from './edit-photo-dialog';
import { StatTile } from './photo-stats-panel';
import { SelectablePhotos } from './selectable-photos';
import { UploadPhotoDialog } from './upload-photo-dialog';
import { DropOverlay } from './photo-drop-zone';
import { UploadQueuePanel } from './upload-queue-panel';
import { usePhotoDrop } from '../hooks/use-photo-drop';
import { useAppUploadQueue } from '../hooks/use-app-upload-queue';

const SIGN_IN_REQUIRED = { title: 'Authentication Required', description: 'Please log in to manage your photos.', variant: 'destructive' } as const;

/** The tabs of the My Photos screen; all but the first lead to the account page (spec 01 §2). */
const TABS = [
  { value: 'photos', label: 'My Photos', to: '/my-photos' },
  { value: 'profile', label: 'Edit Profile', to: '/account?tab=profile' },
  { value: 'hero', label: 'Hero Image', to: '/account?tab=hero' },
  { value: 'avatar', label: 'Profile Picture', to: '/account?tab=avatar' },
  { value: 'settings', label: 'Settings', to: '/account?tab=settings' },
] as const;

/** The search goes to the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;

const featuredFailed = () => notify({ title: 'Update failed', description: 'Featured status could not be updated.', variant: 'destructive' });
const privacyFailed = () => notify({ title: 'Update failed', description: 'Privacy status could not be updated.', variant: 'destructive' });

/** /my-photos: upload and manage photos (spec 01 §2). */
export function MyPhotosPage() {
  const { user, isError, refetch } = useRequireAuth(SIGN_IN_REQUIRED);
  const onSignOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const signedIn = user !== null;
  const [filters, setFilters] = useState<PhotoFilters>(DEFAULT_PHOTO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  // Category, visibility and search are the server's (both visibility toggles off: nothing to ask for).
  const filter = serverFilter(filters, search);
  const { query: photosQuery, list, counts } = useMyPhotos(filter ?? {}, signedIn && filter !== null, { keepPrevious: true });
  // How many photos there are unfiltered ('Showing X of Y', and whether there are any at all).
  const filtered = isFiltered(filter);
  const everyPhoto = useInfiniteQuery(myPhotosQueryOptions({}, { enabled: signedIn && filtered }));
  const allTotal = filtered ? (everyPhoto.data?.pages[0]?.total ?? null) : list.total;
  const categoriesQuery = useQuery(customCategoriesQueryOptions({ enabled: signedIn }));
  const setFeatured = useSetFeatured(featuredFailed);
  const setPublic = useSetPublic(privacyFailed);
  const deletePhoto = useDeletePhoto();
  const [editing, setEditing] = useState<Photo | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const uploadOpen = params.get('upload') === 'true';
  const setUploadOpen = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('upload', 'true');
        else next.delete('upload');
        return next;
      },
      { replace: true },
    );

  const custom = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const choices = useMemo(() => photoCategoryOptions(custom), [custom]);
  const filterChoices = useMemo(() => filterCategoryOptions(custom), [custom]);
  // Files dropped anywhere on the page, or picked several at once in the dialog, queue up
  // (ADR 40) in the app's queue, which goes on while other screens are shown (ADR 58).
  const queue = useAppUploadQueue();
  const addFiles = queue?.addFiles ?? ignoreFiles;
  const drop = usePhotoDrop(addFiles);
  const photos = filter === null ? NO_PHOTOS : list.items;
  const shown = filter === null ? 0 : list.total;
  const update = (change: Partial<PhotoFilters>) => setFilters((current) => ({ ...current, ...change }));

  // Stable handlers: the list's rows are memoised (thousands may be loaded).
  const { mutate: removePhoto } = deletePhoto;
  const onDelete = useCallback(
    (photo: Photo) => {
      if (!window.confirm(`Are you sure you want to delete ${photo.title}?`)) return;
      removePhoto(photo.id, {
        onSuccess: () => notify({ title: 'Photo deleted', description: `'${photo.title}' was removed.`, variant: 'success' }),
        onError: (error) => notify({ title: 'Delete failed', description: errorMessage(error, 'Something went wrong.'), variant: 'destructive' }),
      });
    },
    [removePhoto],
  );
  const { mutate: changeFeatured } = setFeatured;
  const { mutate: changePublic } = setPublic;
  const onFeaturedChange = useCallback((photo: Photo, featured: boolean) => changeFeatured({ id: photo.id, value: featured }), [changeFeatured]);
  const onPublicChange = useCallback((photo: Photo, isPublic: boolean) => changePublic({ id: photo.id, value: isPublic }), [changePublic]);

  return (
    <>
      <title>{`My Photos · ${brand.name}`}</title>
      <NavBar user={user} items={user ? myPhotosNavItems(user) : []} showAvatar={false} onSignOut={onSignOut} themeSwitch={renderThemeSwitch} />
      <Box as="main" id="main" bg="bg.subtle" minH="100dvh" pt={NAV_HEIGHT} display="flex" flexDirection="column">
        {!user ? (
          <SignedInPageLoading label="Loading your photos" isError={isError} onRetry={() => void refetch()} />
        ) : (
          <Container maxW="6xl" px={{ base: '4', md: '6', lg: '8' }} py={{ base: '6', md: '10' }} flex="1" position="relative" {...drop.zoneProps}>
            {drop.over && <DropOverlay label="Drop photos to upload them" />}
            <Flex justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4" wrap="wrap" mb="6">
              <Stack gap="1">
                <Text {...eyebrowStyles}>Photo management</Text>
                <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="700" letterSpacing="tight">
                  My Photos
                </Heading>
              </Stack>
              <Flex gap="2" wrap="wrap">
                <Button variant="outline" rounded="full" onClick={() => setCategoriesOpen(true)}>
                  <LuFolderCog /> Manage Custom Categories
                </Button>
                <Button variant="outline" rounded="full" asChild>
                  <RouterLink to="/account/galleries">
                    <LuImages /> Client Galleries
                  </RouterLink>
                </Button>
                <Button {...primaryPillStyles} onClick={() => setUploadOpen(true)}>
                  <LuUpload /> Upload Photos
                </Button>
              </Flex>
            </Flex>

            {queue && queue.entries.length > 0 && (
              <UploadQueuePanel
                entries={queue.entries}
                categoryOptions={choices}
                onEdit={queue.edit}
                onRetry={queue.retry}
                onUploadAnyway={queue.uploadAnyway}
                onRemove={queue.remove}
                onClearFinished={queue.clearFinished}
              />
            )}

            <Tabs.Root value="photos" variant="line">
              <Tabs.List
                mb={{ base: '5', md: '6' }}
                overflowX="auto"
                overflowY="hidden"
                css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
              >
                {TABS.map((tab) => (
                  <Tabs.Trigger
                    key={tab.value}
                    value={tab.value}
                    asChild
                    flexShrink={0}
                    fontWeight="600"
                    colorPalette="brand"
                    fontSize={{ base: 'sm', md: 'md' }}
                    px={{ base: '2.5', md: '4' }}
                  >
                    <RouterLink to={tab.to}>{tab.label}</RouterLink>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {/* The other tabs are pages of their own; this panel is the one the current tab controls. */}
              <Tabs.Content value="photos" p="0">
                <Stack {...panelCardStyles} p={{ base: '4', md: '6' }} gap="5">
                  <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4" alignItems="end">
                    <Field.Root>
                      <Field.Label>Search</Field.Label>
                      <InputGroup startElement={<LuSearch />}>
                        <Input
                          type="search"
                          placeholder="Search by title, description or tag"
                          value={filters.search}
                          onChange={(event) => update({ search: event.target.value })}
                        />
                      </InputGroup>
                    </Field.Root>
                    <CategorySelect label="Category" value={filters.category} options={filterChoices} onValueChange={(category) => update({ category })} />
                  </Grid>
                  <Flex gap="6" wrap="wrap">
                    <FilterSwitch label="Public Photos" checked={filters.showPublic} onChange={(showPublic) => update({ showPublic })} />
                    <FilterSwitch label="Private Photos" checked={filters.showPrivate} onChange={(showPrivate) => update({ showPrivate })} />
                  </Flex>
                  <SimpleGrid as="dl" columns={3} gap={{ base: '2', md: '3' }} m="0" aria-label="Photo counters">
                    <StatTile label="Total Photos" value={shown} />
                    <StatTile label="Public" value={filter === null ? 0 : (counts?.public ?? 0)} />
                    <StatTile label="Featured" value={filter === null ? 0 : (counts?.featured ?? 0)} />
                  </SimpleGrid>

                  {filter !== null && photosQuery.isPending ? (
                    <Flex justify="center" py="12" role="status" aria-label="Loading photos">
                      <Spinner size="lg" color="brand.500" />
                    </Flex>
                  ) : photosQuery.isError ? (
                    <EmptyState text="Error loading photos. Please try again later." />
                  ) : allTotal === 0 ? (
                    <EmptyState text="No photos uploaded yet. Click 'Upload Photos' to get started!" />
                  ) : filter === null || photos.length === 0 ? (
                    <EmptyState text="No photos match your current filters." />
                  ) : (
                    <SelectablePhotos
                      key={JSON.stringify(filter)}
                      filter={filter}
                      total={shown}
                      totalPending={photosQuery.isPlaceholderData}
                      bulkCategoryOptions={choices}
                      photos={photos}
                      hasMore={list.hasMore}
                      onLoadMore={list.loadMore}
                      categoryOptions={filterChoices}
                      onFeaturedChange={onFeaturedChange}
                      onPublicChange={onPublicChange}
                      onEdit={setEditing}
                      onDelete={onDelete}
                      deletingId={deletePhoto.isPending ? deletePhoto.variables : null}
                    />
                  )}
                  <Text fontSize="sm" color="fg.muted" aria-live="polite">
                    Showing {shown} of {allTotal ?? shown} photos
                  </Text>
                </Stack>
              </Tabs.Content>
            </Tabs.Root>
          </Container>
        )}
        <SiteFooter tone="light" owner={user ? accountDisplayName(user) || undefined : undefined} />
      </Box>

      {user && (
        <>
          <UploadPhotoDialog
            open={uploadOpen}
            onOpenChange={setUploadOpen}
            categoryOptions={choices}
            onManyFiles={addFiles}
            keepOriginals={user.keepOriginals}
          />
          <EditPhotoDialog photo={editing} categoryOptions={choices} onClose={() => setEditing(null)} />
          <CustomCategoriesDialog open={categoriesOpen} onOpenChange={setCategoriesOpen} categories={custom} />
        </>
      )}
    </>
  );
}

const NO_PHOTOS: readonly Photo[] = [];
const ignoreFiles = () => undefined;

function FilterSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} colorPalette="brand">
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <Box {...emptyAreaStyles} px="6" py="12" textAlign="center">
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}
