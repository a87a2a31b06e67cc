import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sharp } from '@lumafolio/images';
import * as tf from '@tensorflow/tfjs-core';
import '@tensorflow/tfjs-backend-cpu';
import '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import { COCO_LABELS, type CocoLabel } from './coco-labels.js';

/**
 * COCO object detection with MobileNetV3-CenterNet (80 classes, 512×512 input, 4 MB of
 * weights) as shipped in the `@vladmandic/human` npm package (`models/centernet.json` +
 * `.bin`), run with TensorFlow.js' WASM backend (CPU backend as fallback). No network.
 */

export interface Detection {
  label: CocoLabel;
  score: number;
  /** Normalised box [x, y, width, height] in 0..1 of the frame. */
  box: [number, number, number, number];
  /** Share of the frame covered by the box. */
  area: number;
}

export interface DetectorOptions {
  /** Folder with centernet.json/.bin; default the one inside @vladmandic/human. */
  modelDir?: string | undefined;
  /** 'wasm' (default) or 'cpu'. */
  backend?: 'wasm' | 'cpu' | undefined;
  /** Lowest score kept (default 0.3). */
  minScore?: number | undefined;
}

const INPUT_SIZE = 512;

export function defaultModelDir(): string {
  const require = createRequire(import.meta.url);
  // The package's exports hide package.json; its main entry sits in dist/.
  return join(dirname(dirname(require.resolve('@vladmandic/human'))), 'models');
}

export class CocoDetector {
  private constructor(
    private readonly model: GraphModel,
    readonly backend: string,
    readonly loadMs: number,
    private readonly minScore: number,
  ) {}

  static async load(options: DetectorOptions = {}): Promise<CocoDetector> {
    const started = performance.now();
    const wanted = options.backend ?? 'wasm';
    let ok = false;
    try {
      ok = await tf.setBackend(wanted);
      await tf.ready();
    } catch {
      ok = false;
    }
    if (!ok) {
      await tf.setBackend('cpu');
      await tf.ready();
    }
    const dir = options.modelDir ?? defaultModelDir();
    const json = JSON.parse(await readFile(join(dir, 'centernet.json'), 'utf8')) as {
      modelTopology: object;
      weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
      format?: string;
      generatedBy?: string;
      convertedBy?: string;
    };
    const shards = await Promise.all(json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(join(dir, p))));
    const all = Buffer.concat(shards);
    const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
    const model = await loadGraphModel(
      tf.io.fromMemory({
        modelTopology: json.modelTopology,
        weightSpecs: json.weightsManifest.flatMap((g) => g.weights),
        weightData,
      }),
    );
    // Warm-up: the first execution compiles kernels.
    tf.tidy(() => model.execute(tf.zeros([1, INPUT_SIZE, INPUT_SIZE, 3]), 'tower_0/detections'));
    return new CocoDetector(model, tf.getBackend(), performance.now() - started, options.minScore ?? 0.3);
  }

  /** Detects objects in any sharp input; the image is stretched to 512×512 as the model was trained. */
  async detect(image: Buffer): Promise<Detection[]> {
    const { data } = await sharp(image)
      .rotate()
      .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const output = tf.tidy(() => {
      const x = tf.tensor4d(Float32Array.from(data), [1, INPUT_SIZE, INPUT_SIZE, 3]);
      return this.model.execute(x, 'tower_0/detections') as tf.Tensor;
    });
    const rows = ((await output.array()) as number[][][])[0] ?? [];
    output.dispose();
    const found: Detection[] = [];
    for (const row of rows) {
      const [x1 = 0, y1 = 0, x2 = 0, y2 = 0, score = 0, cls = Number.NaN] = row;
      if (!(score >= this.minScore) || Number.isNaN(cls)) continue;
      const label = COCO_LABELS[Math.round(cls)];
      if (!label) continue;
      const clamp = (v: number) => Math.min(1, Math.max(0, v / INPUT_SIZE));
      const box: [number, number, number, number] = [clamp(x1), clamp(y1), clamp(x2) - clamp(x1), clamp(y2) - clamp(y1)];
      found.push({ label, score, box, area: Math.max(0, box[2]) * Math.max(0, box[3]) });
    }
    return suppressOverlaps(found);
  }
}

function iou(a: Detection['box'], b: Detection['box']): number {
  const x1 = Math.max(a[0], b[0]);
  const y1 = Math.max(a[1], b[1]);
  const x2 = Math.min(a[0] + a[2], b[0] + b[2]);
  const y2 = Math.min(a[1] + a[3], b[1] + b[3]);
  const inter = Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
  const union = a[2] * a[3] + b[2] * b[3] - inter;
  return union > 0 ? inter / union : 0;
}

/** Per-label non-maximum suppression (IoU 0.4), best first. */
export function suppressOverlaps(dets: Detection[]): Detection[] {
  const kept: Detection[] = [];
  for (const d of [...dets].sort((a, b) => b.score - a.score)) {
    if (!kept.some((k) => k.label === d.label && iou(k.box, d.box) > 0.4)) kept.push(d);
  }
  return kept;
}
