/** The OpenAPI tag of a user's photos, their categories and files, uploads and the AI's suggestions. */
export const PHOTOS_TAG = 'Photos';
