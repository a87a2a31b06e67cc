/** The built-in categories (spec 01 §3): id → label. Zod-free, for `@lumafolio/contracts/paths`. */
export const BUILT_IN_CATEGORIES = [
  { id: 'all', label: 'All' },
  { id: 'landscape', label: 'Landscape' },
  { id: 'portrait', label: 'Portrait' },
  { id: 'artistic', label: 'Artistic' },
  { id: 'nature', label: 'Nature' },
  { id: 'street', label: 'Street' },
  { id: 'architecture', label: 'Architecture' },
  { id: 'architectural', label: 'Architectural' },
  { id: 'abstract', label: 'Abstract' },
  { id: 'travel', label: 'Travel' },
  { id: 'macro', label: 'Macro' },
  { id: 'black-and-white', label: 'Black & White' },
  { id: 'other', label: 'Other' },
] as const;

export type BuiltInCategoryId = (typeof BUILT_IN_CATEGORIES)[number]['id'];
