import createCache, { type EmotionCache } from '@emotion/cache';

const KEY = 'css';

export interface StyleCollector {
  /** Give it to the render through `<CacheProvider>`: it keeps the styles instead of writing them into the markup. */
  cache: EmotionCache;
  /** The collected styles as `<head>` tags, given the rendered markup. */
  headTags(html: string): string;
}

/**
 * Collects the styles a server render uses (Chakra's and the app's, through emotion) so the
 * page carries them in its `<head>`, in the order they were inserted. The tags are written
 * the way emotion's browser cache adopts them without moving or inserting them again:
 * `data-s` keeps them in place, `data-emotion="css <ids>"` (component styles) and
 * `"css-global <id>"` (global styles) tell it which styles the page already has.
 */
export function createStyleCollector(): StyleCollector {
  const cache = createCache({ key: KEY });
  // compat: the cache keeps each style's CSS (cache.inserted) instead of inlining it.
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };

  return {
    cache,
    headTags(html) {
      const tags: string[] = [];
      let ids: string[] = [];
      let css = '';
      const flush = () => {
        if (ids.length > 0) tags.push(styleTag(`${KEY} ${ids.join(' ')}`, css));
        ids = [];
        css = '';
      };
      for (const id of order) {
        const rules = cache.inserted[id];
        if (typeof rules !== 'string') continue;
        // A component's class name appears in the markup; a global style's does not.
        if (html.includes(`${KEY}-${id}`)) {
          ids.push(id);
          css += rules;
        } else {
          flush();
          tags.push(styleTag(`${KEY}-global ${id}`, rules));
        }
      }
      flush();
      return tags.join('');
    },
  };
}

function styleTag(emotionIds: string, css: string): string {
  // CSS from the app's own styles; '</style' is the only sequence that could end the tag early.
  return `<style data-emotion="${emotionIds}" data-s="">${css.replaceAll('</style', '<\\/style')}</style>`;
}
