import { MyPhotosPage } from '@/features/photos/components/my-photos-page';

/** /my-photos: photo upload and management (its own navigation bar). */
export function MyPhotosRoute() {
  return <MyPhotosPage />;
}
