import { BadRequestException } from '@nestjs/common';
import { getUserRpc } from '@lumafolio/contracts';
import type { RpcClient } from '@lumafolio/server-common';

/** The `exif` field is JSON (the original's camera details); anything else is a clear 400. */
export function parseExif(raw: string | undefined): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException('The exif field must be JSON with the camera details of the photo.');
  }
}

/** The `aiTags` field: a JSON list, or tags separated by commas. */
export function parseTags(raw: string | undefined): unknown {
  if (!raw) return [];
  try {
    return JSON.parse(raw);
  } catch {
    return raw
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
}

/** The name a new photo is credited to: the owner's full name, else their username. */
export async function photographerName(rpc: RpcClient, userId: string): Promise<string> {
  const user = await rpc.call(getUserRpc, { userId });
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
