import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { readUpload } from './upload-stream.js';

export interface ImageForm {
  /** The text fields among `fieldNames`; others are ignored. */
  fields: Record<string, string>;
  fileName: string;
}

/**
 * Reads a multipart upload of exactly one `image` file and its text fields, handing the
 * image to `store` as it arrives. Any other file is read to the end (within the multipart
 * limits) so that a refusal reaches a client still sending. Two images are a 413, none a
 * 400 with `missingMessage`.
 */
export async function readImageForm(
  request: FastifyRequest,
  fieldNames: ReadonlySet<string>,
  missingMessage: string,
  store: (file: Readable) => Promise<unknown>,
): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let images = 0;
  let fileName = '';
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (fieldNames.has(part.fieldname)) fields[part.fieldname] = String(part.value);
      continue;
    }
    images += part.fieldname === 'image' ? 1 : 0;
    if (part.fieldname !== 'image' || images > 1) {
      part.file.resume();
      continue;
    }
    fileName = part.filename;
    await store(part.file);
  }
  if (images > 1) throw new BadRequestException('Send one image per upload.');
  if (images === 0) throw new BadRequestException(missingMessage);
  return { fields, fileName };
}

export interface OneFileRules {
  /** The form field that carries the file. */
  fieldName: string;
  /** Below the gateway's multipart limit, when this file has a smaller one. */
  maxBytes?: number;
  /** A 400 when no file of `fieldName` came. */
  missingMessage: string;
  /** A 413 when the file is larger than allowed. */
  tooLargeMessage: string;
}

/**
 * Reads a multipart form of exactly one file, whole, into memory (small files: pictures,
 * logos, an image to analyse). The whole form is read, not only its first file, so a second
 * file is refused by the multipart limit of one file per request as the photo upload's is.
 */
export async function readOneFileForm(request: FastifyRequest, rules: OneFileRules): Promise<Buffer> {
  let file: Buffer | undefined;
  // Options without `limits` keep the gateway's own (one file per request) whole.
  const options = rules.maxBytes === undefined ? {} : { limits: { fileSize: rules.maxBytes } };
  for await (const part of request.parts(options)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== rules.fieldName) {
      part.file.resume();
      continue;
    }
    file = await readUpload(part.file, rules.tooLargeMessage);
  }
  if (!file) throw new BadRequestException(rules.missingMessage);
  return file;
}
