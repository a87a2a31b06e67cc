import { describe, expect, it } from '@jest/globals';
import { aiOutcomeToast } from './ai-outcome';

describe('aiOutcomeToast', () => {
  it("says 'AI Enhanced Your Photo!' only with what it filled in", () => {
    expect(aiOutcomeToast({ filled: ['title', 'category', 'description'], tagCount: 5, keptUserEntries: false })).toEqual({
      title: 'AI Enhanced Your Photo!',
      description: 'Filled in the title, category and description and suggested 5 tags.',
      variant: 'success',
    });
    expect(aiOutcomeToast({ filled: ['title'], tagCount: 0, keptUserEntries: false }).description).toBe('Filled in the title.');
  });

  it('tells the user their own entries were kept when they had edited the form', () => {
    const toast = aiOutcomeToast({ filled: [], tagCount: 1, keptUserEntries: true });
    expect(toast.title).toBe('Your entries were kept');
    expect(toast.description).toBe('The AI changed none of the fields you had started to fill in. It suggested 1 tag.');
    expect(JSON.stringify(toast)).not.toContain('AI Enhanced');
  });

  it('does not claim anything when the AI had no suggestion', () => {
    expect(aiOutcomeToast({ filled: [], tagCount: 0, keptUserEntries: false }).title).toBe('No AI suggestions');
  });
});
