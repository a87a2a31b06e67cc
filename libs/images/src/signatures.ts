/**
 * The sharp-free entry (`@lumafolio/images/signatures`): file types by their signature and
 * the answers of a content check, for a process that decodes no image (the gateway).
 */
export * from './formats.js';
export * from './read-head.js';
export * from './photo-content.js';
export * from './sniff-signature.js';
