import {
  chooseEncoding,
  mayUploadUndecoded,
  optimisationPlan,
  orientationOf,
  renameForType,
  savedPercent,
  targetSize,
  uploadType,
  type Orientation,
} from './upload-rules';

export interface OptimisedImage {
  blob: Blob;
  fileName: string;
  type: string;
  originalBytes: number;
  /** 0 when the original is uploaded as it is. */
  savedPercent: number;
  width: number | null;
  height: number | null;
  orientation: Orientation | null;
  /** The browser could not decode it (HEIC/TIFF): the original goes up unchanged. */
  asIs: boolean;
}

/** Thrown when an image that browsers can decode (JPEG, PNG, WebP) cannot be read. */
export class ImageProcessingError extends Error {
  constructor(cause: unknown) {
    super('The image could not be processed.', { cause });
    this.name = 'ImageProcessingError';
  }
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

const asIs = (file: File): OptimisedImage => ({
  blob: file,
  fileName: file.name,
  type: uploadType(file),
  originalBytes: file.size,
  savedPercent: 0,
  width: null,
  height: null,
  orientation: null,
  asIs: true,
});

/**
 * Client-side optimisation (spec 01 §4/§9): decode (EXIF orientation applied), cap the
 * width by the file-size plan, encode WebP (JPEG if WebP is larger or unsupported). The
 * original is kept when the result is not smaller and no resizing was needed.
 */
export async function optimiseImage(file: File, onProgress: (percent: number) => void): Promise<OptimisedImage> {
  onProgress(5);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (cause) {
    if (mayUploadUndecoded(uploadType(file))) {
      onProgress(100);
      return asIs(file);
    }
    throw new ImageProcessingError(cause);
  }
  try {
    onProgress(30);
    const plan = optimisationPlan(file.size);
    const size = targetSize(bitmap.width, bitmap.height, plan.maxWidth);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    onProgress(50);
    const webp = await encode(canvas, 'image/webp', plan.quality);
    onProgress(75);
    const jpeg = await encode(canvas, 'image/jpeg', plan.quality);
    onProgress(95);
    const chosen = chooseEncoding(webp, jpeg);
    const resized = size.width !== bitmap.width;
    const orientation = orientationOf(size.width, size.height);
    onProgress(100);
    if (!chosen || (!resized && chosen.size >= file.size)) {
      return { ...asIs(file), asIs: false, width: size.width, height: size.height, orientation };
    }
    return {
      blob: chosen,
      fileName: renameForType(file.name, chosen.type),
      type: chosen.type,
      originalBytes: file.size,
      savedPercent: savedPercent(file.size, chosen.size),
      width: size.width,
      height: size.height,
      orientation,
      asIs: false,
    };
  } catch (cause) {
    throw cause instanceof ImageProcessingError ? cause : new ImageProcessingError(cause);
  } finally {
    bitmap.close();
  }
}
