import type { MediaJobName, PhotoJobPayload } from '@lumafolio/contracts';

export type MediaJobHandler = (payload: PhotoJobPayload) => Promise<unknown>;

/** The processors per job name; the media pipeline fills this in. */
export type MediaJobHandlers = Partial<Record<MediaJobName, MediaJobHandler>>;

export const mediaJobHandlers: MediaJobHandlers = {};
