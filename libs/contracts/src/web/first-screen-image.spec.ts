import { CONTAINED_SIZES, FULL_WIDTH_SIZES, firstScreenImage } from './first-screen-image.js';

const variant = (name: string, width: number) => ({ width, height: width / 2, format: 'webp' as const, url: `/${name}/w${width}.webp` });
const hero = { url: '/hero.jpg', width: 2400, height: 1200, variants: [variant('hero', 1280), variant('hero', 640)] };
const photo = (name: string, featured: boolean) => ({ imageUrl: `/${name}.jpg`, width: 1600, height: 800, featured, variants: [variant(name, 800)] });

describe('firstScreenImage', () => {
  it('is the hero across the viewport, inside the container on monochrome-white', () => {
    expect(firstScreenImage('classic', hero)).toEqual({
      src: '/hero/w1280.webp',
      srcSet: '/hero/w640.webp 640w, /hero/w1280.webp 1280w',
      sizes: FULL_WIDTH_SIZES,
    });
    expect(firstScreenImage('monochrome-white', hero)?.sizes).toBe(CONTAINED_SIZES);
    expect(firstScreenImage('epic', null)).toBeNull();
  });

  it("is monochrome's viewer photo: the first featured one, else the first", () => {
    expect(firstScreenImage('monochrome', hero, [photo('a', false), photo('b', true)])?.srcSet).toBe('/b/w800.webp 800w');
    expect(firstScreenImage('monochrome', hero, [photo('a', false)])?.srcSet).toBe('/a/w800.webp 800w');
    expect(firstScreenImage('monochrome', hero, [])).toBeNull();
  });
});
