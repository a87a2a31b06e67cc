import type { NotifyOptions } from '@/lib/toaster';

export interface AiOutcome {
  /** The form fields the suggestions filled in ('title', 'category', 'description'). */
  filled: readonly string[];
  /** Suggested tags (kept with the upload whatever happened to the fields). */
  tagCount: number;
  /** The user had already edited the form, so no field was touched. */
  keptUserEntries: boolean;
}

const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const tagsText = (count: number) => `${count} ${count === 1 ? 'tag' : 'tags'}`;

/**
 * The toast after the AI analysis: 'AI Enhanced Your Photo!' (spec 01 §8) only when it
 * really filled fields; otherwise what it did instead.
 */
export function aiOutcomeToast({ filled, tagCount, keptUserEntries }: AiOutcome): NotifyOptions {
  if (filled.length > 0) {
    const tags = tagCount > 0 ? ` and suggested ${tagsText(tagCount)}` : '';
    return { title: 'AI Enhanced Your Photo!', description: `Filled in the ${listed(filled)}${tags}.`, variant: 'success' };
  }
  if (keptUserEntries) {
    const tags = tagCount > 0 ? ` It suggested ${tagsText(tagCount)}.` : '';
    return { title: 'Your entries were kept', description: `The AI changed none of the fields you had started to fill in.${tags}`, variant: 'default' };
  }
  return { title: 'No AI suggestions', description: 'The AI found nothing to suggest for this photo. Please fill in the fields yourself.', variant: 'default' };
}
