import type { PhotoDocument } from './photo.schema.js';

export type NewPhoto = Pick<PhotoDocument, '_id' | 'userId' | 'originalKey' | 'mimeType' | 'originalBytes'> &
  Partial<Pick<PhotoDocument, 'title' | 'description' | 'category' | 'aiAltText' | 'aiTags' | 'width' | 'height' | 'exif'>>;

/** A photo whose original was just stored: private, not featured, waiting for processing. */
export function newPhotoDocument(photo: NewPhoto, now = new Date()): PhotoDocument {
  return {
    title: photo._id,
    description: '',
    category: 'other',
    aiAltText: null,
    aiTags: [],
    width: null,
    height: null,
    exif: null,
    ...photo,
    tags: [],
    featured: false,
    isPublic: false,
    status: 'processing',
    sizeBytes: photo.originalBytes,
    // The repository places it when it is stored.
    listBucket: 0,
    jobsQueued: false,
    placeholder: null,
    variants: [],
    palette: null,
    createdAt: now,
    updatedAt: now,
  };
}
