import { useParams } from 'react-router';
import { ClientGalleryPage } from '@/features/client-gallery/components/client-gallery-page';

/** /g/{token}: a client gallery shared by its unlisted link (ADR 42). */
export function ClientGalleryRoute() {
  const { token = '' } = useParams();
  return <ClientGalleryPage key={token} token={token} />;
}
