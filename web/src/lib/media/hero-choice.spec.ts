import { describe, expect, it } from '@jest/globals';
import { chooseHero, type HeroLike } from './hero-choice';

const hero = (url: string | null, name = 'hero'): HeroLike => ({ url, name, width: 2400, height: 1600, placeholder: null, variants: [] });

describe('chooseHero', () => {
  it('takes the first candidate with an image, in order', () => {
    const owner = hero('/owner.webp', 'owner');
    const user = hero('/user.webp', 'user');
    const fallback = hero('/default.webp', 'default');
    expect(chooseHero(owner, user, fallback)).toBe(owner);
    expect(chooseHero(null, user, fallback)).toBe(user);
    expect(chooseHero(hero(null), undefined, fallback)).toBe(fallback);
  });

  it('is null when no candidate has an image', () => {
    expect(chooseHero(null, hero(null), undefined)).toBeNull();
    expect(chooseHero()).toBeNull();
  });
});
