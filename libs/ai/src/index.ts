export * from './provider.js';
export * from './prepare-image.js';
export * from './openai-provider.js';
export * from './config.js';
export { LocalVisionProvider, getSharedDetector, type LocalVisionProviderOptions, type LocalTiming } from './local/local-provider.js';
export { CocoDetector, COCO_LABELS, defaultModelDir, type Detection, type DetectorOptions, type CocoLabel } from './local/detector.js';
export { computeSceneCues, colourName, type SceneCues, type ColourName } from './local/scene-cues.js';
export { composeSuggestions, decide, type Findings, type Decision } from './local/compose.js';
export * from './insights.js';
