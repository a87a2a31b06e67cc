import { describe, expect, it } from '@jest/globals';
import { lightboxKeyAction } from './lightbox-keys';

const key = (value: string, modifiers: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key: value,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('lightboxKeyAction', () => {
  it('maps Esc, the arrows and I', () => {
    expect(lightboxKeyAction(key('Escape'))).toBe('close');
    expect(lightboxKeyAction(key('ArrowLeft'))).toBe('previous');
    expect(lightboxKeyAction(key('ArrowRight'))).toBe('next');
    expect(lightboxKeyAction(key('i'))).toBe('toggle-info');
    expect(lightboxKeyAction(key('I'))).toBe('toggle-info');
  });

  it('leaves other keys and shortcuts alone', () => {
    expect(lightboxKeyAction(key('+'))).toBe('zoom-in');
    expect(lightboxKeyAction(key('-'))).toBe('zoom-out');
    expect(lightboxKeyAction(key('f'))).toBe('fullscreen');
    expect(lightboxKeyAction(key('Enter'))).toBeNull();
    expect(lightboxKeyAction(key('ArrowUp'))).toBeNull();
    expect(lightboxKeyAction(key('i', { metaKey: true }))).toBeNull();
    expect(lightboxKeyAction(key('ArrowLeft', { altKey: true }))).toBeNull();
  });
});
