/**
 * `@lumafolio/contracts/paths`: the zod-free part of the contracts (pure functions and
 * constants), so visitor pages can use them without loading every schema.
 */
export { portfolioPath, type PortfolioPathUser } from './auth/portfolio-path.js';
export { RESERVED_USERNAMES } from './auth/reserved-usernames.js';
export { parseSignInFailure, signInFailurePath, SIGN_IN_FAILURE_PARAM, SIGN_IN_FAILURES, type SignInFailure } from './auth/sign-in-failure.js';
export { DEFAULT_COLOR_SCHEME, DEFAULT_TEMPLATE_ID, DEFAULT_TYPOGRAPHY } from './templates/template-defaults.js';
export { BUILT_IN_CATEGORIES, type BuiltInCategoryId } from './media/category-list.js';
export * from './web/api-paths.js';
export { BOOT_DATA_ELEMENT_ID, serializeBootData, type BootData } from './web/boot-data.js';
export { CONTAINED_SIZES, FULL_WIDTH_SIZES, firstScreenImage, homeFirstScreenImage, type FirstScreenImage } from './web/first-screen-image.js';
export { imageSources, intrinsicSize, type ImageSources, type ImageVariant, type ResponsiveImageData } from './web/image-sources.js';
export { DEFAULT_UI_THEME, UI_THEME_HEAD_SCRIPT, UI_THEME_STORAGE_KEY, UI_THEMED_SEGMENTS, UI_THEMES, type UiTheme } from './web/ui-theme.js';
export { CLIENT_GALLERY_MESSAGES } from './galleries/client-gallery-messages.js';
