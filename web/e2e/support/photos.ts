import { expect, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * Photo and profile set-up through the API, for suites that need a photographer with
 * content. `request` is a signed-in context's request (page.request); state-changing calls
 * carry the Origin and X-Requested-With headers the gateway requires.
 */

export interface UploadedPhoto {
  id: string;
  title: string;
}

export interface PhotoSpec {
  file: string;
  title: string;
  category: string;
  description?: string;
  tags?: string[];
  isPublic?: boolean;
  featured?: boolean;
}

const writeHeaders = (appOrigin: string) => ({ origin: appOrigin, 'x-requested-with': 'XMLHttpRequest' });

/** Uploads a JPEG, then sets its description, tags, visibility and featured flag. */
export async function uploadPhoto(request: APIRequestContext, appOrigin: string, spec: PhotoSpec): Promise<UploadedPhoto> {
  const uploaded = await request.post('/api/photos/upload', {
    headers: writeHeaders(appOrigin),
    multipart: {
      title: spec.title,
      category: spec.category,
      image: { name: basename(spec.file), mimeType: 'image/jpeg', buffer: readFileSync(spec.file) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photo = (await uploaded.json()) as UploadedPhoto;
  if (spec.description !== undefined || spec.tags) {
    const patched = await request.patch(`/api/user/photos/${photo.id}`, {
      headers: writeHeaders(appOrigin),
      data: { ...(spec.description !== undefined ? { description: spec.description } : {}), ...(spec.tags ? { tags: spec.tags } : {}) },
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
  if (spec.isPublic) {
    const response = await request.post(`/api/user/photos/${photo.id}/public`, { headers: writeHeaders(appOrigin), data: { isPublic: true } });
    expect(response.status()).toBe(200);
  }
  if (spec.featured) {
    const response = await request.post(`/api/user/photos/${photo.id}/featured`, { headers: writeHeaders(appOrigin), data: { featured: true } });
    expect(response.status()).toBe(200);
  }
  return photo;
}

/** Waits until the media worker has processed every photo of the signed-in user. */
export async function waitUntilProcessed(request: APIRequestContext, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        // Every photo on one page (at most 60; issue 12: every list is paged).
        const { items: photos } = (await (await request.get('/api/user/photos?limit=60', { headers: { Accept: 'application/json' } })).json()) as {
          items: Array<{ status: string }>;
        };
        // Not just "ready": one photo of several ready would read the same.
        return photos.length === count && photos.every((photo) => photo.status === 'ready')
          ? 'all ready'
          : `${photos.length} of ${count}: ${photos.map((photo) => photo.status).join(',')}`;
      },
      { timeout: 180_000, intervals: [1000, 2000] },
    )
    .toBe('all ready');
}

/** PUT /api/profile with the given fields (names, tagline, bio, social links…). */
export async function updateProfile(request: APIRequestContext, appOrigin: string, fields: Record<string, string>): Promise<void> {
  const response = await request.put('/api/profile', { headers: writeHeaders(appOrigin), data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/** POST /api/user/template: the portfolio's design template. */
export async function chooseTemplate(request: APIRequestContext, appOrigin: string, templateId: string): Promise<void> {
  const response = await request.post('/api/user/template', { headers: writeHeaders(appOrigin), data: { templateId } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The spec's upload, optimised in the browser: "Keep original files" (on for new accounts)
 * turned off. A page that already read the signed-in user must be loaded again to see it.
 */
export async function chooseOptimisedUploads(request: APIRequestContext, appOrigin: string): Promise<void> {
  const response = await request.put('/api/user/upload-settings', { headers: writeHeaders(appOrigin), data: { keepOriginals: false } });
  expect(response.status(), await response.text()).toBe(200);
}
