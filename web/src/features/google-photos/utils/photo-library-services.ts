/** The external photo-library services a photographer can link (spec 01 §1, §2 Settings). */
export interface PhotoLibraryService {
  id: 'google-photos' | 'icloud-photos';
  name: string;
  description: string;
}

export const GOOGLE_PHOTOS_SERVICE: PhotoLibraryService = {
  id: 'google-photos',
  name: 'Google Photos',
  description: 'Import photos from your Google Photos library.',
};
export const ICLOUD_PHOTOS_SERVICE: PhotoLibraryService = {
  id: 'icloud-photos',
  name: 'iCloud Photos',
  description: 'Sync photos from your Apple iCloud library.',
};

/** iCloud Photos is listed only (spec 01 §1): its Connect button has no behaviour. */
export const CONNECT_UNAVAILABLE = 'Coming soon: connecting this photo library is not available yet.';
