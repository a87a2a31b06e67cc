/** @jest-environment node */
// Rendered as the gateway renders pages: on the server, without a DOM.
import { CacheProvider, ClassNames, Global } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createStyleCollector } from './server-styles';

function renderWithStyles() {
  const styles = createStyleCollector();
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <Global styles={{ body: { margin: 0 } }} />
      <ClassNames>{({ css }) => <p className={css({ color: 'red' })}>Hello</p>}</ClassNames>
      <Global styles={{ 'body::after': { content: '"</style><script>"' } }} />
    </CacheProvider>,
  );
  return { html, head: styles.headTags(html) };
}

describe('createStyleCollector', () => {
  it('keeps the styles out of the markup and gives them as head tags, in the order they were used', () => {
    const { html, head } = renderWithStyles();
    expect(html).not.toContain('<style');
    const className = /class="css-([a-z0-9]+)"/.exec(html)?.[1];
    expect(className).toBeDefined();

    const tags = [...head.matchAll(/<style data-emotion="([^"]+)" data-s="">(.*?)<\/style>/g)].map(([, ids, css]) => ({ ids, css }));
    expect(tags).toHaveLength(3);
    // Globals under "css-global <name>", the component's under "css <ids>": emotion's browser
    // cache adopts exactly these (data-s: left where they are).
    expect(tags[0]?.ids).toMatch(/^css-global [a-z0-9]+$/);
    expect(tags[0]?.css).toBe('body{margin:0;}');
    expect(tags[1]).toEqual({ ids: `css ${className}`, css: `.css-${className}{color:red;}` });
    expect(tags[2]?.ids).toMatch(/^css-global [a-z0-9]+$/);
  });

  it('cannot end its tag early, whatever the CSS holds', () => {
    const { head } = renderWithStyles();
    expect(head.match(/<\/style/g)).toHaveLength(3);
    expect(head).toContain('content:"<\\/style><script>"');
  });
});
