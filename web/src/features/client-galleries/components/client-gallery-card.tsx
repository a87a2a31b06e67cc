import type { OwnClientGallery } from '@lumafolio/contracts';
import { Badge, Button, Flex, Link } from '@chakra-ui/react';
import { LuCopy, LuExternalLink, LuHeart, LuPencil, LuTrash2 } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { galleryLink } from '../api/client-galleries';
import { DOWNLOAD_LABELS } from './gallery-form-dialog';

export interface ClientGalleryCardProps {
  gallery: OwnClientGallery;
  onCopy: () => void;
  onEdit: () => void;
  onFavourites: () => void;
  onDelete: () => void;
}

const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** One gallery of the owner's list: its settings at a glance and what can be done with it. */
export function ClientGalleryCard({ gallery, onCopy, onEdit, onFavourites, onDelete }: ClientGalleryCardProps) {
  const photos = `${gallery.photoIds.length} ${gallery.photoIds.length === 1 ? 'photo' : 'photos'}`;
  return (
    <SectionCard
      as="li"
      title={gallery.name}
      description={
        <Link href={galleryLink(gallery.token)} target="_blank" rel="noopener" color="fg.muted" wordBreak="break-all">
          {galleryLink(gallery.token)} <LuExternalLink aria-hidden />
        </Link>
      }
      actions={
        <>
          <Button size="sm" variant="outline" rounded="full" onClick={onCopy}>
            <LuCopy /> Copy link
          </Button>
          <Button size="sm" variant="outline" rounded="full" onClick={onFavourites}>
            <LuHeart /> Favourites ({gallery.favouriteVisitors})
          </Button>
          <Button size="sm" variant="outline" rounded="full" onClick={onEdit} aria-label={`Edit ${gallery.name}`}>
            <LuPencil /> Edit
          </Button>
          <Button size="sm" variant="outline" rounded="full" colorPalette="red" onClick={onDelete} aria-label={`Delete ${gallery.name}`}>
            <LuTrash2 /> Delete
          </Button>
        </>
      }
    >
      <Flex gap="2" wrap="wrap">
        <Badge>{photos}</Badge>
        <Badge>{gallery.hasPassword ? 'Password' : 'No password'}</Badge>
        <Badge colorPalette={gallery.expired ? 'red' : undefined}>
          {gallery.expiresAt ? `${gallery.expired ? 'Expired' : 'Expires'} ${formatDay(gallery.expiresAt)}` : 'No expiry'}
        </Badge>
        <Badge>{DOWNLOAD_LABELS[gallery.download]}</Badge>
      </Flex>
    </SectionCard>
  );
}
