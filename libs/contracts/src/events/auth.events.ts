import { z } from 'zod';
import { serverText } from '../text/clean-text.js';
import { defineEvent } from './define-event.js';

/**
 * An account is marked as being deleted (it is ended for everyone already): the
 * integrations worker, which runs the deletions, queues one on its own queue (one replica,
 * queue group). A hint: auth announces every account still being deleted again every
 * ACCOUNT_DELETION_RESUME_MS, and a deletion already queued is not queued twice.
 */
export const accountDeletionRequestedEvent = defineEvent('events.auth.account.deletion-requested.v1', z.object({ userId: serverText().min(1) }).strict());
