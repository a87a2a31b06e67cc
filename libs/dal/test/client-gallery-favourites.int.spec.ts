import { profile } from '@lumafolio/dev-stack';
import { ClientGalleryFavouriteRepository } from '../src/index.js';
import { connectTwoProcesses, type TwoProcesses } from './two-processes.js';

/**
 * A visitor who clicks hearts quickly sends them together, and two replicas of the media
 * service may take them: every heart must be kept (FerretDB loses concurrent updates of one
 * document unless the writers take turns; ADR 57).
 */
const testProfile = profile('test');
const uri = testProfile.serviceEnv.MONGODB_URI.replace(/\/[^/?]+(?=\?|$)/, `/dal_favourites_${process.pid}`);

describe("a client gallery visitor's favourites", () => {
  let processes: TwoProcesses;

  beforeAll(async () => {
    processes = await connectTwoProcesses(uri, testProfile.serviceEnv.REDIS_URL);
  });

  afterAll(async () => {
    await processes?.close();
  });

  it('keeps every heart clicked at once, also across two replicas, and the unmarked ones go', async () => {
    const replicas = processes.databases.map((database) => new ClientGalleryFavouriteRepository(database.connection));
    const photoIds = Array.from({ length: 12 }, (_, index) => `photo-${index}`);
    const change = (photoId: string, favourite: boolean) => ({ galleryId: 'gallery-1', visitorId: 'visitor-1', visitorName: 'Ana', photoId, favourite });

    await Promise.all(photoIds.map((photoId, index) => replicas[index % 2]?.set(change(photoId, true), 10)));
    const [reader] = replicas as [ClientGalleryFavouriteRepository];
    expect((await reader.ofVisitor('gallery-1', 'visitor-1')).photoIds.sort()).toEqual([...photoIds].sort());

    const unmarked = photoIds.filter((_, index) => index % 3 === 0);
    await Promise.all(unmarked.map((photoId, index) => replicas[index % 2]?.set(change(photoId, false), 10)));
    expect((await reader.ofVisitor('gallery-1', 'visitor-1')).photoIds.sort()).toEqual(photoIds.filter((id) => !unmarked.includes(id)).sort());
    expect(await reader.visitorCounts(['gallery-1'])).toEqual(new Map([['gallery-1', 1]]));
  });
});
