import { sharp } from '@lumafolio/images';
import { AiProviderError, type AiProvider, type AiSuggestInput, type ProviderSuggestions } from '../provider.js';
import { composeSuggestions } from './compose.js';
import { CocoDetector, type Detection, type DetectorOptions } from './detector.js';
import { computeSceneCues } from './scene-cues.js';

export interface LocalVisionProviderOptions extends DetectorOptions {
  /** Called after each image with timings (for logs and metrics). */
  onTiming?: ((timing: LocalTiming) => void) | undefined;
}

export interface LocalTiming {
  /** Model load time in ms (0 once loaded: the model is shared). */
  loadMs: number;
  /** Analysis time of this image in ms (detector + scene cues + composition). */
  inferenceMs: number;
  backend: string;
}

/** One detector per process and option set: loaded lazily, on first use, then shared. */
const detectors = new Map<string, Promise<CocoDetector>>();

export function getSharedDetector(options: DetectorOptions = {}): Promise<CocoDetector> {
  const key = JSON.stringify([options.modelDir ?? '', options.backend ?? 'wasm', options.minScore ?? 0.3]);
  let pending = detectors.get(key);
  if (!pending) {
    pending = CocoDetector.load(options);
    pending.catch(() => detectors.delete(key));
    detectors.set(key, pending);
  }
  return pending;
}

/**
 * Needs no network: a COCO object detector (CenterNet, weights in the `@vladmandic/human`
 * npm package) on TensorFlow.js, plus EXIF (macro lenses), the palette and scene cues.
 */
export class LocalVisionProvider implements AiProvider {
  readonly name = 'local';
  private loadReported = false;

  constructor(private readonly options: LocalVisionProviderOptions = {}) {}

  /** Loads the model now (e.g. at worker start) instead of on the first photo. */
  async warmUp(): Promise<{ loadMs: number; backend: string }> {
    const d = await getSharedDetector(this.options);
    return { loadMs: d.loadMs, backend: d.backend };
  }

  async suggest(input: AiSuggestInput): Promise<ProviderSuggestions> {
    return (await this.analyse(input)).suggestions;
  }

  /** Like `suggest`, with the raw findings and timings (for diagnostics and tests). */
  async analyse(input: AiSuggestInput) {
    const aborted = () => new AiProviderError('aborted', 'The AI request was cancelled.', this.name);
    if (input.signal?.aborted) throw aborted();
    let detector: CocoDetector;
    try {
      detector = await getSharedDetector(this.options);
    } catch (cause) {
      throw new AiProviderError('model', `The local vision model could not be loaded: ${String(cause)}`, this.name, { cause });
    }
    if (input.signal?.aborted) throw aborted();
    const started = performance.now();
    let small: Buffer;
    try {
      // One ≤ 512 px decode shared by the detector and the cues.
      small = await sharp(input.image)
        .rotate()
        .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .png({ compressionLevel: 0 })
        .toBuffer();
    } catch (cause) {
      throw new AiProviderError('invalid_input', 'The image cannot be decoded.', this.name, { cause });
    }
    let detections: Detection[];
    let cues;
    try {
      [detections, cues] = await Promise.all([detector.detect(small), computeSceneCues(small)]);
    } catch (cause) {
      throw new AiProviderError('model', `The local vision model failed: ${String(cause)}`, this.name, { cause });
    }
    if (input.signal?.aborted) throw aborted();
    const { decision, ...suggestions } = composeSuggestions({ detections, cues, exif: input.exif, palette: input.palette });
    const timing: LocalTiming = {
      loadMs: this.loadReported ? 0 : detector.loadMs,
      inferenceMs: performance.now() - started,
      backend: detector.backend,
    };
    this.loadReported = true;
    this.options.onTiming?.(timing);
    return { suggestions, detections, cues, decision, timing };
  }
}
