import { readBootData, seedBootData } from '../lib/boot-data';
import { queryClient } from '../lib/query-client';
import { startPageRequests } from './prefetch';
import { isServerRendered } from './server-rendered';

/**
 * Imported first by start-app.tsx, so this runs before the rest of the app's modules evaluate
 * (React DOM, the styling system: a good half second on a slow phone).
 *
 * The answers the gateway wrote into the page go into the query cache. A page the gateway
 * also rendered needs nothing more before React takes it over; asking the API now could
 * change the cache before hydration and so make the browser's first render differ from
 * the HTML. Any other page starts its requests (hence its hero image) meanwhile.
 */
seedBootData(queryClient, readBootData());

if (!isServerRendered()) startPageRequests(queryClient, new URL(window.location.href));
