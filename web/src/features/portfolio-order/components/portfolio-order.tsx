import type { Photo } from '@lumafolio/contracts';
import { Badge, Box, Button, Flex, HStack, IconButton, Image, NativeSelect, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { LuArrowDown, LuArrowUp, LuGripVertical, LuListOrdered, LuStar } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { emptyAreaStyles } from '@/components/ui/styles';
import { serverMessage } from '@/lib/api-errors';
import { ALL_CATEGORIES, categoryLabel } from '@/lib/gallery/category-text';
import { usePagedList } from '@/lib/queries/paged';
import { notify } from '@/lib/toaster';
import { orderCategoriesQueryOptions, orderedPhotosQueryOptions, useMovePhoto } from '../api/portfolio-order';
import { movedList, moveRequest } from '../utils/move-request';

/**
 * The account's Portfolio order (ADR 41): the public photos, per category, in the order
 * visitors see them in every template. Rows are dragged on a desktop; the move up / move
 * down buttons do the same from a keyboard or on a phone. A category's first photo is its
 * cover.
 */
export function PortfolioOrder({ username }: { username: string }) {
  const selectId = useId();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useQuery(orderCategoriesQueryOptions(username));
  const query = useInfiniteQuery(orderedPhotosQueryOptions(category === ALL_CATEGORIES ? null : category));
  const list = usePagedList(query);
  const movePhoto = useMovePhoto();
  // The order as just moved, until the server's lists come back with it.
  const [shown, setShown] = useState<readonly Photo[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The arrow button to focus again once its row has moved (React re-inserts the row: focus would be lost).
  const focusAfterMove = useRef<string | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const items = shown ?? list.items;
  const isCategory = category !== ALL_CATEGORIES;

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.querySelector<HTMLElement>(`[data-order-control="${focusAfterMove.current}"]`)?.focus();
    focusAfterMove.current = null;
  }, [items]);

  // Moves go to the server one after another, each as it was made on the list shown then.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const pendingMoves = useRef(0);

  const move = (from: number, to: number, control?: string) => {
    const request = moveRequest(
      items.map((photo) => photo.id),
      from,
      to,
    );
    const photo = items[from];
    if (!request || !photo) return;
    setShown(movedList(items, from, to));
    if (control) focusAfterMove.current = `${control}:${photo.id}`;
    setAnnouncement(to === 0 && isCategory ? `${photo.title} is now the cover of ${categoryLabel(category)}.` : `${photo.title} moved to place ${to + 1}.`);
    pendingMoves.current += 1;
    queue.current = queue.current
      .then(() => movePhoto.mutateAsync({ id: photo.id, move: request }))
      .then(
        () => undefined,
        (error: unknown) => {
          setAnnouncement(`${photo.title} could not be moved.`);
          notify({ title: 'Move Failed', description: serverMessage(error, 'Failed to move the photo'), variant: 'destructive' });
        },
      )
      .finally(() => {
        pendingMoves.current -= 1;
        // The server's lists (asked for again after each move) show the order from now on.
        if (pendingMoves.current === 0) setShown(null);
      });
  };

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
  };

  let body;
  if (list.isPending) {
    body = (
      <Stack gap="2" aria-busy="true" aria-label="Loading your portfolio order">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h="16" rounded="lg" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Text color="fg.muted" role="alert">
        Unable to load your public photos. Please try again later.
      </Text>
    );
  } else if (items.length === 0) {
    body = (
      <Box {...emptyAreaStyles} textAlign="center" px="6" py="10">
        <Text color="fg.muted">No public photos here yet. Make photos public in My Photos to arrange them.</Text>
      </Box>
    );
  } else {
    body = (
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="2" aria-label={`Portfolio order: ${categoryLabel(category === ALL_CATEGORIES ? 'all' : category)}`}>
        {items.map((photo, index) => (
          <OrderRow
            key={photo.id}
            photo={photo}
            place={index + 1}
            isCover={isCategory && index === 0}
            canCover={isCategory && index > 0}
            isFirst={index === 0}
            isLast={index === items.length - 1}
            dragging={dragFrom === index}
            onDragStart={() => setDragFrom(index)}
            onDragEnd={() => setDragFrom(null)}
            onDrop={(event) => drop(event, index)}
            onUp={() => move(index, index - 1, 'up')}
            onDown={() => move(index, index + 1, 'down')}
            onCover={() => move(index, 0, 'up')}
          />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard
      id="account-section-order"
      icon={LuListOrdered}
      title="Portfolio order"
      description="Drag your public photos, or use the arrows, into the order visitors see in every template. A category's first photo is its cover."
      mt="6"
    >
      <Stack gap="4" mt="4">
        <Box maxW={{ base: 'full', sm: '18rem' }}>
          <label htmlFor={selectId}>
            <Text as="span" fontSize="sm" fontWeight="medium">
              Category
            </Text>
          </label>
          <NativeSelect.Root size="sm" mt="1">
            <NativeSelect.Field
              id={selectId}
              value={category}
              onChange={(event) => {
                setShown(null);
                setCategory(event.currentTarget.value);
              }}
            >
              <option value={ALL_CATEGORIES}>All public photos</option>
              {(categories.data ?? []).map(({ category: id, count }) => (
                <option key={id} value={id}>
                  {`${categoryLabel(id)} (${count})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {body}
        {list.hasMore && (
          <Button alignSelf="center" size="sm" variant="outline" rounded="full" onClick={list.loadMore} loading={list.isLoadingMore}>
            Show more photos
          </Button>
        )}
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      </Stack>
    </SectionCard>
  );
}

interface OrderRowProps {
  photo: Photo;
  place: number;
  isCover: boolean;
  canCover: boolean;
  isFirst: boolean;
  isLast: boolean;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: (event: DragEvent) => void;
  onUp: () => void;
  onDown: () => void;
  onCover: () => void;
}

function OrderRow({ photo, place, isCover, canCover, isFirst, isLast, dragging, onDragStart, onDragEnd, onDrop, onUp, onDown, onCover }: OrderRowProps) {
  const thumbnail = [...photo.variants].sort((a, b) => a.width - b.width)[0]?.url ?? photo.imageUrl;
  return (
    <Flex
      as="li"
      draggable
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      data-testid="order-row"
      data-photo-id={photo.id}
      align="center"
      gap={{ base: '2', sm: '3' }}
      p="2"
      rounded="lg"
      borderWidth="1px"
      borderColor={dragging ? 'brand.solid' : 'border'}
      bg="bg.panel"
      opacity={dragging ? 0.6 : 1}
    >
      <Box color="fg.muted" cursor="grab" display={{ base: 'none', sm: 'block' }} aria-hidden>
        <LuGripVertical />
      </Box>
      <Text fontSize="sm" color="fg.muted" minW="6" textAlign="end">
        {place}
      </Text>
      <Image src={thumbnail} alt="" boxSize="12" rounded="md" objectFit="cover" flexShrink={0} loading="lazy" draggable={false} />
      <Stack gap="0" minW="0" flex="1">
        <Text fontSize="sm" fontWeight="medium" truncate title={photo.title}>
          {photo.title}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {categoryLabel(photo.category)}
        </Text>
      </Stack>
      {isCover && (
        <Badge colorPalette="brand" variant="subtle">
          Cover
        </Badge>
      )}
      <HStack gap="1" flexShrink={0}>
        {canCover && (
          <IconButton size="sm" variant="ghost" aria-label={`Make ${photo.title} the cover`} onClick={onCover}>
            <LuStar />
          </IconButton>
        )}
        <IconButton size="sm" variant="ghost" aria-label={`Move ${photo.title} up`} disabled={isFirst} onClick={onUp} data-order-control={`up:${photo.id}`}>
          <LuArrowUp />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={`Move ${photo.title} down`}
          disabled={isLast}
          onClick={onDown}
          data-order-control={`down:${photo.id}`}
        >
          <LuArrowDown />
        </IconButton>
      </HStack>
    </Flex>
  );
}
