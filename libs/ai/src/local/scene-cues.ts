import { sharp } from '@lumafolio/images';

/** Named colours used in tags and sentences. */
export type ColourName = 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'brown' | 'gray' | 'white' | 'black';

/** Cheap, explainable measurements of a photo (all ratios 0..1). */
export interface SceneCues {
  width: number;
  height: number;
  aspect: number;
  /** Mean luma. */
  brightness: number;
  /** Mean HSV saturation. */
  saturation: number;
  /** 90th percentile of per-pixel chroma (max − min channel): ~0 for a monochrome photo. */
  chromaP90: number;
  /** Share of clearly green pixels. */
  green: number;
  /** Share of sky-like pixels (blue, or bright and pale) in the top quarter. */
  skyTop: number;
  /** The same measure on the bottom quarter: a real sky is above something that is not sky. */
  skyBottom: number;
  /** Share of clearly blue pixels overall. */
  blue: number;
  /** Share of warm/earthy pixels (reds, oranges, browns, yellows). */
  warm: number;
  /** Share of pixels on a strong edge. */
  edgeDensity: number;
  /** Sharpest cell / median cell of a 4×4 grid: high when a sharp subject sits on a blurred background. */
  focusContrast: number;
  /** Share of grid cells that are nearly blur (soft background). */
  blurredCells: number;
  /** Colour names by share of the frame, largest first (only those ≥ 5 %). */
  colours: { name: ColourName; share: number }[];
}

export function colourName(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 510;
  const c = (max - min) / 255;
  if (c < 0.1) return l > 0.8 ? 'white' : l < 0.15 ? 'black' : 'gray';
  if (l < 0.08) return 'black';
  let h: number;
  if (max === r) h = (((g - b) / (max - min)) % 6) * 60;
  else if (max === g) h = ((b - r) / (max - min) + 2) * 60;
  else h = ((r - g) / (max - min) + 4) * 60;
  if (h < 0) h += 360;
  if (c < 0.18 && l > 0.25) return 'gray';
  if (h < 15 || h >= 345) return l < 0.3 ? 'brown' : 'red';
  if (h < 40) return l < 0.35 || c < 0.3 ? 'brown' : 'orange';
  if (h < 68) return l < 0.3 ? 'brown' : 'yellow';
  if (h < 165) return 'green';
  if (h < 195) return 'teal';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

export function hexToRgb(hex: string): [number, number, number] | undefined {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Measures a photo (any sharp input) on a ≤ 192 px copy: ~10 ms. */
export async function computeSceneCues(image: Buffer): Promise<SceneCues> {
  const meta = await sharp(image).metadata();
  const orientedSwap = (meta.orientation ?? 1) >= 5;
  const width = (orientedSwap ? meta.height : meta.width) ?? 1;
  const height = (orientedSwap ? meta.width : meta.height) ?? 1;
  const { data, info } = await sharp(image)
    .rotate()
    .resize(192, 192, { fit: 'inside', withoutEnlargement: false })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const ch = info.channels;
  const n = w * h;
  const luma = new Float32Array(n);
  const chroma: number[] = new Array<number>(n);
  const counts = new Map<ColourName, number>();
  let sumL = 0;
  let sumS = 0;
  let green = 0;
  let blue = 0;
  let warm = 0;
  let sky = 0;
  let skyLow = 0;
  const topRows = Math.max(1, Math.floor(h / 4));
  for (let i = 0; i < n; i++) {
    const r = data[i * ch] ?? 0;
    const g = data[i * ch + 1] ?? 0;
    const b = data[i * ch + 2] ?? 0;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const y = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    luma[i] = y;
    sumL += y;
    const s = max === 0 ? 0 : (max - min) / max;
    sumS += s;
    chroma[i] = (max - min) / 255;
    const name = colourName(r, g, b);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    if (name === 'green' || (name === 'yellow' && g > r * 0.9 && s > 0.35)) green++;
    if (name === 'blue' || name === 'teal') blue++;
    if (name === 'red' || name === 'orange' || name === 'brown' || name === 'yellow') warm++;
    const row = Math.floor(i / w);
    if (row < topRows || row >= h - topRows) {
      const skyBlue = b >= r + 8 && b >= g - 12 && y > 0.35 && s > 0.08;
      const paleSky = y > 0.7 && s < 0.18;
      if (skyBlue || paleSky) {
        if (row < topRows) sky++;
        else skyLow++;
      }
    }
  }
  chroma.sort((a, b) => a - b);

  // Gradient magnitude on luma (central differences) and a 4×4 sharpness grid.
  const grid = new Float64Array(16);
  const gridCount = new Float64Array(16);
  let strong = 0;
  for (let yy = 1; yy < h - 1; yy++) {
    for (let xx = 1; xx < w - 1; xx++) {
      const i = yy * w + xx;
      const gx = (luma[i + 1] ?? 0) - (luma[i - 1] ?? 0);
      const gy = (luma[i + w] ?? 0) - (luma[i - w] ?? 0);
      const mag = Math.sqrt(gx * gx + gy * gy);
      if (mag > 0.12) strong++;
      const cell = Math.min(3, Math.floor((yy * 4) / h)) * 4 + Math.min(3, Math.floor((xx * 4) / w));
      grid[cell] = (grid[cell] ?? 0) + mag;
      gridCount[cell] = (gridCount[cell] ?? 0) + 1;
    }
  }
  const cells = Array.from(grid, (v, i) => v / Math.max(1, gridCount[i] ?? 1)).sort((a, b) => a - b);
  const median = ((cells[7] ?? 0) + (cells[8] ?? 0)) / 2;
  const sharpest = cells[15] ?? 0;
  const blurredCells = cells.filter((c) => c < 0.02).length / 16;

  const colours = [...counts.entries()]
    .map(([name, c]) => ({ name, share: c / n }))
    .filter((c) => c.share >= 0.05)
    .sort((a, b) => b.share - a.share);

  return {
    width,
    height,
    aspect: width / height,
    brightness: sumL / n,
    saturation: sumS / n,
    chromaP90: chroma[Math.floor(n * 0.9)] ?? 0,
    green: green / n,
    skyTop: sky / (topRows * w),
    skyBottom: skyLow / (topRows * w),
    blue: blue / n,
    warm: warm / n,
    edgeDensity: strong / Math.max(1, (w - 2) * (h - 2)),
    focusContrast: sharpest / Math.max(median, 0.002),
    blurredCells,
    colours,
  };
}
