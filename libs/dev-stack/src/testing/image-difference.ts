// eslint-disable-next-line no-restricted-imports -- @lumafolio/images' specs use dev-stack (a cycle); tests only decode images here.
import sharp from 'sharp';

/** A part of an image, in fractions of its width and height. */
export interface ImageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Mean absolute difference (0-255) of two same-sized images' colour channels inside `box`: 0 when the part is untouched. */
export async function meanImageDifference(a: Buffer, b: Buffer, box: ImageBox): Promise<number> {
  const [pa, pb] = await Promise.all([a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!pa || !pb) throw new Error('undecodable image');
  if (pa.info.width !== pb.info.width || pa.info.height !== pb.info.height) {
    throw new Error(`the images differ in size: ${pa.info.width}×${pa.info.height} and ${pb.info.width}×${pb.info.height}`);
  }
  const { width, height } = pa.info;
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(box.top * height); y < Math.floor((box.top + box.height) * height); y++) {
    for (let x = Math.floor(box.left * width); x < Math.floor((box.left + box.width) * width); x++) {
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        sum += Math.abs((pa.data[i] ?? 0) - (pb.data[i] ?? 0));
        count += 1;
      }
    }
  }
  return sum / count;
}
