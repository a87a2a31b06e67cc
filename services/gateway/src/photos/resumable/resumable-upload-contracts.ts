import { FINISHED_UPLOAD_PHOTO_HEADER, MAX_UPLOAD_BYTES, photoSchema, RESUMABLE_UPLOAD_EXTENSIONS, RESUMABLE_UPLOAD_PATH } from '@lumafolio/contracts';
import { defineHttpRoute } from '../../http/http-route.js';
import { empty, json } from '../../openapi/api-route.js';
import { PHOTOS_TAG as tag } from '../photos-tag.js';

/*
 * The tus 1.0 endpoint's contracts (ADR 40). The tus server reads each request whole
 * (headers and raw bytes), so these describe it for the document and map the routes.
 */

export const discoverUploads = defineHttpRoute({
  method: 'OPTIONS',
  path: RESUMABLE_UPLOAD_PATH,
  tag,
  summary: 'What the resumable upload endpoint supports (tus 1.0 discovery)',
  description: 'Needs no sign-in and no tus header; also answers CORS preflights.',
  access: 'anonymous',
  status: 204,
  answer: empty('The protocol version, extensions and largest upload.', {
    'Tus-Version': 'The protocol versions spoken: `1.0.0`.',
    'Tus-Extension': `The extensions supported: \`${RESUMABLE_UPLOAD_EXTENSIONS.join(',')}\` (no concatenation, no uploads of unknown length).`,
    'Tus-Max-Size': `The largest upload in bytes: ${MAX_UPLOAD_BYTES}.`,
  }),
});

export const createUpload = defineHttpRoute({
  method: 'POST',
  path: RESUMABLE_UPLOAD_PATH,
  tag,
  summary: 'Start a resumable photo upload (tus 1.0 creation, creation-with-upload)',
  description:
    "Headers `Tus-Resumable: 1.0.0`, `Upload-Length` (at most 25 MB) and `Upload-Metadata` with the upload form's fields (base64 values: filename, filetype, title, category, description, aiAltText, aiTags, exif, idempotencyKey). The fields and the type are checked before any byte is sent; the answer's `Location` is where the bytes go. Unfinished uploads expire after a day (`Upload-Expires`). " +
    'The request may carry the first bytes, or the whole file, as `application/offset+octet-stream` (creation-with-upload): the answer says how many were stored (`Upload-Offset`), and when that is the whole file its body is the new photo, queued for processing, as the last PATCH answers. ' +
    'An `idempotencyKey` (8–64 letters, digits, `-`, `_`; one per file) makes the creation safe to send again when its answer was lost: for as long as the upload lasts, the same key and length answer 201 with the same `Location` (and no second upload), the same key with another length 409, and while the first creation is still under way 423 with `Retry-After`. ' +
    '`Upload-Concat` and `Upload-Defer-Length` are refused with 501. A missing or other `Tus-Resumable` is refused with 412 and `Tus-Version`.',
  access: 'session',
  status: 201,
  answer: empty('Created: `Location` names the upload.', {
    Location: 'The address of the upload (`/api/photos/tus/{id}`).',
    'Upload-Offset': 'With bytes in the request: how many were stored.',
    'Upload-Expires': 'When an unfinished upload is removed.',
  }),
  errors: [409, 412, 413, 415, 423, 501],
  rateLimited: true,
});

export const uploadOffset = defineHttpRoute({
  method: 'HEAD',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  tag,
  summary: 'How much of a resumable upload the server has (tus 1.0 offset)',
  description: `Header \`Tus-Resumable: 1.0.0\`. A client asks before it resumes, and sends from \`Upload-Offset\` on. For an hour after an upload finished, it answers complete and names the photo it became (\`${FINISHED_UPLOAD_PHOTO_HEADER}\`), so a client that lost the last answer sends nothing again. Error answers have no body, as every answer to HEAD.`,
  access: 'session',
  status: 200,
  answer: empty('The upload as the server has it.', {
    'Upload-Offset': 'The bytes stored so far.',
    'Upload-Length': 'The size of the whole file.',
    [FINISHED_UPLOAD_PHOTO_HEADER]: 'A finished upload: the id of the photo it became.',
    'Cache-Control': '`no-store`.',
  }),
  errors: [412],
});

export const sendUploadBytes = defineHttpRoute({
  method: 'PATCH',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  tag,
  summary: 'Send (or resume sending) the bytes of a resumable upload',
  description:
    'Headers `Tus-Resumable: 1.0.0` and `Upload-Offset` (the offset `HEAD` on the same address answers). The last PATCH checks the file by its content and answers the new photo, as `POST /api/photos/upload` does; a refused file leaves nothing behind. A PATCH to an upload that is already complete answers 409 with its `Upload-Offset`: `HEAD` names the photo it became.',
  access: 'session',
  body: { kind: 'binary', contentType: 'application/offset+octet-stream', description: 'The next bytes of the file.' },
  status: 204,
  answer: empty('The bytes were stored (`Upload-Offset` is the new offset).'),
  otherAnswers: { 201: json(photoSchema, 'The last bytes: the new photo, queued for processing.') },
  errors: [409, 410, 412, 413, 415, 422, 501],
});

export const abandonUpload = defineHttpRoute({
  method: 'DELETE',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  tag,
  summary: 'Abandon a resumable upload (tus termination)',
  access: 'session',
  status: 204,
  answer: empty('The upload and its bytes are gone.'),
  errors: [412],
});
