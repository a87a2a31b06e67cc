import { HttpException } from '@nestjs/common';
import type { Readable } from 'node:stream';

/**
 * A whole (small) upload in memory. The multipart limit has already cut it at `limitBytes`;
 * a truncated file is a 413 with `tooLargeMessage`.
 */
export async function readUpload(file: Readable & { truncated?: boolean }, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw new HttpException(tooLargeMessage, 413);
  return Buffer.concat(chunks);
}
