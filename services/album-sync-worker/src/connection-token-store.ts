import type { GoogleConnectionRepository } from '@lumafolio/dal';
import type { GoogleTokenStore } from '@lumafolio/google-photos';

/** The photographer's sealed Google grant, in the integrations service's connections collection. */
export function connectionTokenStore(connections: GoogleConnectionRepository): GoogleTokenStore {
  return {
    async sealedGrantOf(userId) {
      const connection = await connections.find(userId);
      return connection && !connection.needsReconnect ? connection.sealedGrant : null;
    },
    saveSealedGrant: (userId, sealed) => connections.saveGrant(userId, sealed),
    markNeedsReconnect: (userId) => connections.markNeedsReconnect(userId),
  };
}
