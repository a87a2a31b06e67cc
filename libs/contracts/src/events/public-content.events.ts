import { serverText } from '../text/clean-text.js';
import { z } from 'zod';
import { defineEvent } from './define-event.js';

/**
 * Something a visitor can see changed: a portfolio's photos, profile, template or hero
 * (`ownerId`), or what every page shows (`ownerId: null`: templates, the default banner).
 * The gateway drops its cached visitor pages and answers for it, and the home feed's.
 */
export const publicContentChangedEvent = defineEvent('events.public-content.changed.v1', z.object({ ownerId: serverText().min(1).nullable() }).strict());
