import { FINGERPRINT_GRID, fingerprintOfGrid } from '@lumafolio/contracts';

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function newCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** `source` stretched onto a new canvas of `width` × `height`, smoothed. */
function drawn(source: CanvasImageSource, width: number, height: number) {
  const canvas = newCanvas(width, height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) throw new Error('No 2D canvas context');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return { canvas, context };
}

/**
 * `pixels` (RGBA, `width` × `height`) averaged onto the FINGERPRINT_GRID² grid, each grid
 * pixel the mean of the area it covers (fractional edges weighted), as the media worker's
 * sharp reduces a large image.
 */
function areaAverage(pixels: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const side = FINGERPRINT_GRID;
  const grid = new Uint8ClampedArray(side * side * 4);
  const sums = [0, 0, 0, 0];
  for (let row = 0; row < side; row++) {
    const top = (row * height) / side;
    const bottom = ((row + 1) * height) / side;
    for (let column = 0; column < side; column++) {
      const left = (column * width) / side;
      const right = ((column + 1) * width) / side;
      sums.fill(0);
      let area = 0;
      for (let y = Math.floor(top); y < Math.ceil(bottom); y++) {
        const rowShare = Math.min(y + 1, bottom) - Math.max(y, top);
        for (let x = Math.floor(left); x < Math.ceil(right); x++) {
          const share = rowShare * (Math.min(x + 1, right) - Math.max(x, left));
          const at = (y * width + x) * 4;
          for (let channel = 0; channel < 4; channel++) sums[channel] = (sums[channel] ?? 0) + (pixels[at + channel] ?? 0) * share;
          area += share;
        }
      }
      for (let channel = 0; channel < 4; channel++) grid[(row * side + column) * 4 + channel] = (sums[channel] ?? 0) / area;
    }
  }
  return grid;
}

/**
 * The image's pixels on the FINGERPRINT_GRID² grid (RGBA). A canvas draws a large reduction
 * from only a few pixels per output pixel, so the image is first halved step by step (each
 * step averaging 2 × 2 pixels) down to a few times the grid, then averaged exactly. Drawn
 * straight to the grid, a re-saved copy came out up to 7 bits away from the media worker's
 * fingerprint of the original; this way at most 3 (the Debian mate-backgrounds photos).
 */
function gridPixels(bitmap: ImageBitmap): Uint8ClampedArray {
  const largest = 8 * FINGERPRINT_GRID;
  let source: CanvasImageSource = bitmap;
  let width = bitmap.width;
  let height = bitmap.height;
  while (width > largest || height > largest) {
    width = width > largest ? Math.ceil(width / 2) : width;
    height = height > largest ? Math.ceil(height / 2) : height;
    source = drawn(source, width, height).canvas;
  }
  const { context } = drawn(source, width, height);
  return areaAverage(context.getImageData(0, 0, width, height).data, width, height);
}

/**
 * The fingerprint of an image about to be uploaded, as the media worker reads it of every
 * stored photo (libs/contracts photo-fingerprint). Null when the browser cannot decode it
 * (HEIC, TIFF, a broken file): the upload then simply goes on without the duplicate check.
 */
export async function fingerprintImage(image: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
    try {
      return fingerprintOfGrid(gridPixels(bitmap), 4);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}
