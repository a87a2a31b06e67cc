/**
 * The signed-in screens' theme (spec 02 §2 "Theme"): light, dark or the system's, light by
 * default, kept in the browser's local storage. The visitor pages keep their own look.
 */
export const UI_THEMES = ['light', 'dark', 'system'] as const;
export type UiTheme = (typeof UI_THEMES)[number];
export const DEFAULT_UI_THEME: UiTheme = 'light';
export const UI_THEME_STORAGE_KEY = 'lumafolio-ui-theme';

/** The first path segments of the screens the theme applies to (account, my photos, admin). */
export const UI_THEMED_SEGMENTS = ['account', 'my-photos', 'admin'] as const;

/**
 * A classic script for the top of index.html's `<head>`: on a themed screen it puts the `dark`
 * class (Chakra's dark condition) and the colour scheme on `<html>` before the first paint,
 * so a dark choice never shows a light page first. Anywhere else it does nothing. The
 * gateway's Content-Security-Policy allows exactly this text by its hash.
 */
export const UI_THEME_HEAD_SCRIPT =
  `(function(){try{if(!/^\\/(${UI_THEMED_SEGMENTS.join('|')})(\\/|$)/.test(location.pathname))return;` +
  `var t=localStorage.getItem(${JSON.stringify(UI_THEME_STORAGE_KEY)}),` +
  `d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches),e=document.documentElement;` +
  `if(d)e.classList.add("dark");e.style.colorScheme=d?"dark":"light"}catch(x){}})()`;
