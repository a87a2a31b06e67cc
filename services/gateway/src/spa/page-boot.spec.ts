import { BOOT_DATA_ELEMENT_ID } from '@lumafolio/contracts/paths';
import { renderPageBoot } from './page-boot.js';

describe('renderPageBoot', () => {
  it('preloads the image by its srcset and sizes, names the modules and carries the answers', () => {
    const { early, late } = renderPageBoot({
      data: { '/api/portfolio/jane': { tagline: '</script><script>alert(1)</script>' } },
      image: { src: '/a/w800.webp', srcSet: '/a/w400.webp 400w, /a/w800.webp 800w', sizes: '100vw' },
      modules: ['/assets/portfolio-x.js'],
    });
    expect(early).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a/w400.webp 400w, /a/w800.webp 800w" imagesizes="100vw" href="/a/w800.webp" />',
    );
    expect(late).toContain('<link rel="modulepreload" crossorigin href="/assets/portfolio-x.js" />');
    const json = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*)</script>$`).exec(late)?.[1] ?? '';
    // A hostile value can neither close the element nor be anything but the same text.
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ '/api/portfolio/jane': { tagline: '</script><script>alert(1)</script>' } });
  });

  it('writes nothing it has nothing for', () => {
    expect(renderPageBoot({ data: {}, image: null, modules: [] })).toEqual({ early: '', late: '' });
  });
});
