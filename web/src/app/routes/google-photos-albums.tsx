import { GooglePhotosAlbumsPage } from '@/features/google-photos/components/google-photos-albums-page';

/** /account/google-photos/albums: the Google Photos album selection page (spec 02 §2; its own navigation bar). */
export function GooglePhotosAlbumsRoute() {
  return <GooglePhotosAlbumsPage />;
}
