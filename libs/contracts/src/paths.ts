/**
 * `@lumafolio/contracts/paths`: the zod-free part of the contracts (pure functions and
 * constants), so visitor pages can use them without loading every schema.
 */
export { portfolioPath, type PortfolioPathUser } from './auth/portfolio-path.js';
export { RESERVED_USERNAMES } from './auth/reserved-usernames.js';
export { DEFAULT_COLOR_SCHEME, DEFAULT_TEMPLATE_ID, DEFAULT_TYPOGRAPHY } from './templates/template-defaults.js';
export { BUILT_IN_CATEGORIES, type BuiltInCategoryId } from './media/category-list.js';
