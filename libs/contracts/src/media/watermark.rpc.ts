import { verbatimText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineRpc } from '../rpc/define-rpc.js';
import { watermarkSchema, watermarkSettingsSchema } from './watermark.js';

const userId = verbatimText().regex(/^[A-Za-z0-9_-]{1,64}$/);
const uploadId = verbatimText().regex(/^[a-f0-9]{24}$/);

/** Watermarks are media's (ADR 44): it keeps the setting and the logo, and queues the redo of the public variants. */
export const getWatermarkRpc = defineRpc('media.watermark.get.v1', z.object({ userId }).strict(), watermarkSchema);
export const saveWatermarkRpc = defineRpc('media.watermark.save.v1', z.object({ userId, settings: watermarkSettingsSchema }).strict(), watermarkSchema);
/** Takes the upload the gateway left at `watermarkLogoUploadKey` (and deletes it, whatever it answers). */
export const setWatermarkLogoRpc = defineRpc('media.watermark.logo-from-upload.v1', z.object({ userId, uploadId }).strict(), watermarkSchema);
