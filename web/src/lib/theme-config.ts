import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

type Theme = NonNullable<SystemConfig['theme']>;

const fontStack = `'Montserrat Variable', 'Montserrat Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/** The app's own theme on top of Chakra's: fonts, brand and ink colours, global CSS. */
export const appThemeConfig = defineConfig({
  globalCss: {
    html: {
      scrollBehavior: 'smooth',
      // in-page anchors land below the fixed navigation bar
      scrollPaddingTop: '72px',
      '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
    body: {
      bg: 'bg',
      color: 'fg',
      fontFamily: 'body',
      minHeight: '100dvh',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
      },
      colors: {
        brand: {
          50: { value: '#fdf7ec' },
          100: { value: '#faeacc' },
          200: { value: '#f5d69d' },
          300: { value: '#f5c16c' },
          400: { value: '#eea942' },
          500: { value: '#d98c22' },
          600: { value: '#b86c18' },
          700: { value: '#924f17' },
          800: { value: '#783f18' },
          900: { value: '#643517' },
          950: { value: '#3a1a08' },
        },
        ink: {
          900: { value: '#0b0b0f' },
          800: { value: '#14141b' },
          700: { value: '#1d1d27' },
        },
      },
    },
    slotRecipes: {
      toast: {
        slots: toastSlotRecipe.slots,
        base: {
          // Chakra's green and orange toasts with white text, and its 80 % descriptions, are
          // below the 4.5:1 contrast that text needs (WCAG AA): darker shades, full-strength text.
          root: {
            '&[data-type=success]': { bg: 'green.700' },
            '&[data-type=warning]': { bg: 'orange.700' },
          },
          description: { opacity: 1 },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 is 3.8:1 on white: field messages in 12–14 px text need 4.5:1 (WCAG AA).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        brand: {
          solid: { value: '{colors.brand.300}' },
          contrast: { value: '{colors.ink.900}' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          // Dark variants only ever apply on the signed-in screens (the visitor pages are never dark).
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: '{colors.brand.400}' },
          focusRing: { value: '{colors.brand.400}' },
          border: { value: '{colors.brand.300}' },
        },
      },
    },
  },
});

/** Colours every system has: the base ones and the page / text / border semantic tokens. */
const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'];
const BASE_SEMANTIC_COLORS = ['bg', 'fg', 'border'];

const pick = <T extends object>(source: T, keys: readonly string[]): T => Object.fromEntries(Object.entries(source).filter(([key]) => keys.includes(key))) as T;

export interface AppSystemOptions {
  /**
   * Chakra colour palettes to include (e.g. gray, red). All of them when omitted. Each palette
   * is ~20 tokens that createSystem processes and the page's CSS declares at start-up.
   */
  colorPalettes?: readonly string[];
}

/**
 * A styling system: Chakra's base, tokens and global styles, the given component recipes,
 * then the app's theme. Chakra's own `defaultConfig` is not used, as it carries every recipe
 * (see lib/theme.ts).
 */
export function createAppSystem(recipes: Theme['recipes'], slotRecipes: Theme['slotRecipes'], options: AppSystemOptions = {}) {
  const palettes = options.colorPalettes;
  const chakraTheme = defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: palettes ? { ...tokens, colors: pick(tokens.colors ?? {}, [...BASE_COLORS, ...palettes]) } : tokens,
      semanticTokens: palettes ? { ...semanticTokens, colors: pick(semanticTokens.colors ?? {}, [...BASE_SEMANTIC_COLORS, ...palettes]) } : semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes,
      slotRecipes,
    },
  });
  return createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), appThemeConfig);
}
