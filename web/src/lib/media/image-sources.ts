// The pure image-source rules are shared with the gateway, which preloads the same file.
export { imageSources, intrinsicSize, type ImageSources, type ImageVariant, type ResponsiveImageData } from '@lumafolio/contracts/paths';
