import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { account, signUp } from './support/identity';
import { uploadPhoto, waitUntilProcessed } from './support/photos';

/**
 * A ZIP of the selection in My Photos (ADR 61): two photos ticked, "Download" pressed, and the
 * browser saves a ZIP whose files are the photos' originals, named after their titles, while
 * the page and the selection stay.
 */

const NATURE = '/usr/share/backgrounds/mate/nature';
const PHOTOS = [
  { file: `${NATURE}/Aqua.jpg`, title: 'Aqua at dawn' },
  { file: `${NATURE}/Storm.jpg`, title: 'Storm / over the bay' },
] as const;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Each entry's name and content digest, as Python's zipfile reads them once every CRC is checked. */
function zipEntries(path: string): Array<{ name: string; sha256: string }> {
  const script = [
    'import hashlib, json, sys, zipfile',
    'z = zipfile.ZipFile(sys.argv[1])',
    'assert z.testzip() is None',
    'print(json.dumps([{"name": i.filename, "sha256": hashlib.sha256(z.read(i)).hexdigest()} for i in z.infolist()]))',
  ].join('\n');
  return JSON.parse(execFileSync('python3', ['-c', script, path], { encoding: 'utf8' })) as Array<{ name: string; sha256: string }>;
}

// The ZIP and its files: nothing here depends on the screen.
test.describe('a ZIP of the selected photos @desktop-only', () => {
  test.describe.configure({ timeout: 240_000 });

  test('two photos ticked and downloaded: their originals, named after their titles, and the page stays', async ({ page, baseURL }) => {
    const appOrigin = new URL(baseURL as string).origin;
    await signUp(page, appOrigin, account(`zip${test.info().project.name.slice(0, 1)}`), '/my-photos');
    for (const photo of PHOTOS) await uploadPhoto(page.request, appOrigin, { ...photo, category: 'nature' });
    await waitUntilProcessed(page.request, PHOTOS.length);

    await page.goto('/my-photos');
    for (const photo of PHOTOS) await page.getByRole('checkbox', { name: `Select “${photo.title}”` }).click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');

    const downloading = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^lumafolio-photos-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = test.info().outputPath('photos.zip');
    await download.saveAs(saved);

    const entries = zipEntries(saved);
    expect(entries.map((entry) => entry.name).sort()).toEqual(['Aqua at dawn.jpg', 'Storm _ over the bay.jpg']);
    // The API upload sends the file as it is: the original kept is these very bytes.
    const byName = new Map(entries.map((entry) => [entry.name, entry.sha256]));
    expect(byName.get('Aqua at dawn.jpg')).toBe(sha256(readFileSync(PHOTOS[0].file)));
    expect(byName.get('Storm _ over the bay.jpg')).toBe(sha256(readFileSync(PHOTOS[1].file)));

    await expect(page.getByText(/^Preparing a ZIP of 2 photos \(/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/my-photos$/);
    await expect(bar).toContainText('2 selected');
  });
});
