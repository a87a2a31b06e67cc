import { ClientGalleriesPage } from '@/features/client-galleries/components/client-galleries-page';

/** /account/galleries: the photographer's client galleries (its own navigation bar). */
export function ClientGalleriesRoute() {
  return <ClientGalleriesPage />;
}
