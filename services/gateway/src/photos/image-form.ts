import { BadRequestException, HttpException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

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
  if (images > 1) throw new HttpException('Send one image per upload.', 413);
  if (images === 0) throw new BadRequestException(missingMessage);
  return { fields, fileName };
}
