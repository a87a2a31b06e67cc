import { describe, expect, it } from '@jest/globals';
import { socialLinkLabel, socialLinkUrl } from './social-links';

describe('socialLinkUrl', () => {
  it('keeps full http(s) URLs', () => {
    expect(socialLinkUrl('instagram', 'https://www.instagram.com/jane/')).toBe('https://www.instagram.com/jane/');
    expect(socialLinkUrl('website', 'http://jane.photo/about?x=1')).toBe('http://jane.photo/about?x=1');
    expect(socialLinkUrl('twitter', '  HTTPS://twitter.com/jane ')).toBe('https://twitter.com/jane');
  });

  it('turns handles into profile URLs', () => {
    expect(socialLinkUrl('instagram', '@jane.doe')).toBe('https://instagram.com/jane.doe');
    expect(socialLinkUrl('instagram', 'jane_doe')).toBe('https://instagram.com/jane_doe');
    expect(socialLinkUrl('twitter', '@jane')).toBe('https://twitter.com/jane');
  });

  it('turns bare hosts into https URLs', () => {
    expect(socialLinkUrl('website', 'jane.photo')).toBe('https://jane.photo/');
    expect(socialLinkUrl('website', 'jane.photo/about')).toBe('https://jane.photo/about');
    expect(socialLinkUrl('instagram', 'instagram.com/jane')).toBe('https://instagram.com/jane');
    expect(socialLinkUrl('website', '//jane.photo')).toBe('https://jane.photo/');
  });

  it('never gives a link for other schemes or odd text', () => {
    expect(socialLinkUrl('website', 'javascript:alert(1)')).toBeNull();
    expect(socialLinkUrl('instagram', 'JavaScript:alert(1)')).toBeNull();
    expect(socialLinkUrl('website', 'data:text/html,<b>x</b>')).toBeNull();
    expect(socialLinkUrl('website', 'mailto:jane@example.com')).toBeNull();
    expect(socialLinkUrl('website', 'jane')).toBeNull();
    expect(socialLinkUrl('twitter', 'jane doe')).toBeNull();
    expect(socialLinkUrl('website', '"><script>')).toBeNull();
    expect(socialLinkUrl('website', '')).toBeNull();
    expect(socialLinkUrl('website', null)).toBeNull();
  });
});

describe('socialLinkLabel', () => {
  it('shows handles and hosts', () => {
    expect(socialLinkLabel('instagram', 'https://instagram.com/jane')).toBe('@jane');
    expect(socialLinkLabel('website', 'https://www.jane.photo/about/')).toBe('jane.photo/about');
  });
});
