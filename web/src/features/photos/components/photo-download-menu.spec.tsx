import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderScreen } from '@/testing/render';
import { PhotoDownloadMenu } from './photo-download-menu';

const menuItems = async () => {
  await screen.findByRole('menuitem', { name: 'Original file' });
  return screen.getAllByRole('menuitem').map((item) => ({ label: item.textContent, href: item.getAttribute('href'), download: item.hasAttribute('download') }));
};

describe('PhotoDownloadMenu', () => {
  it('offers the original, the full size and only the JPEG sizes smaller than the photo, each a download link', async () => {
    const { user } = renderScreen(<PhotoDownloadMenu photo={{ id: 'photo1abc', width: 4000, height: 3000 }} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await menuItems()).toEqual([
      { label: 'Original file', href: '/api/user/photos/photo1abc/download', download: true },
      { label: 'JPEG · full size (4000 × 3000)', href: '/api/user/photos/photo1abc/download?format=jpeg&size=full', download: true },
      { label: 'JPEG · 3600 px', href: '/api/user/photos/photo1abc/download?format=jpeg&size=3600', download: true },
      { label: 'JPEG · 2400 px', href: '/api/user/photos/photo1abc/download?format=jpeg&size=2400', download: true },
      { label: 'JPEG · 1200 px', href: '/api/user/photos/photo1abc/download?format=jpeg&size=1200', download: true },
    ]);
  });

  it('offers no size the photo reaches only just (a portrait 1200 px tall), nor any without a known size', async () => {
    const { user, unmount } = renderScreen(<PhotoDownloadMenu photo={{ id: 'photo2abc', width: 800, height: 1200 }} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await menuItems()).map((item) => item.label)).toEqual(['Original file', 'JPEG · full size (800 × 1200)']);
    unmount();

    const unknown = renderScreen(<PhotoDownloadMenu photo={{ id: 'photo3abc', width: null, height: null }} />);
    await unknown.user.click(screen.getByRole('button', { name: 'Download' }));
    expect((await menuItems()).map((item) => item.label)).toEqual(['Original file', 'JPEG · full size']);
  });
});
