/** The external photo-library services a photographer can link (spec 01 §1, §2 Settings). */
export interface PhotoLibraryService {
  id: 'google-photos' | 'icloud-photos';
  name: string;
  description: string;
}

export const PHOTO_LIBRARY_SERVICES: readonly PhotoLibraryService[] = [
  { id: 'google-photos', name: 'Google Photos', description: 'Import albums from your Google Photos library.' },
  { id: 'icloud-photos', name: 'iCloud Photos', description: 'Sync photos from your Apple iCloud library.' },
];

/** Shown on Connect buttons until the connection flows exist. */
export const CONNECT_UNAVAILABLE = 'Coming soon: connecting photo libraries is not available yet.';
