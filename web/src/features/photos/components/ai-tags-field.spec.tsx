import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderScreen } from '@/testing/render';
import { AiTagsField } from './ai-tags-field';

function Field({ initial }: { initial: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <AiTagsField value={tags} onValueChange={setTags} />
      <output aria-label="Saved tags">{tags.join('|')}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'AI keywords' });

describe('AI tags field', () => {
  it('adds a tag with Enter (lowercase) and removes one with its ×', async () => {
    const { user } = renderScreen(<Field initial={['harbour', 'boat']} />);
    await user.click(screen.getByRole('button', { name: 'Remove AI tag boat' }));
    await user.type(input(), 'Lighthouse{Enter}');
    expect(screen.getByLabelText('Saved tags').textContent).toBe('harbour|lighthouse');
  });

  it('refuses a tag over 40 characters, or one already there, and says why', async () => {
    const { user } = renderScreen(<Field initial={['harbour']} />);
    await user.type(input(), `${'x'.repeat(41)}{Enter}`);
    expect(await screen.findByText('Tags are at most 40 characters.')).toBeTruthy();
    // The refused text stays in the field, to be corrected.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(input()).toHaveProperty('value', 'x'.repeat(41));
    await user.clear(input());
    await user.type(input(), 'Harbour{Enter}');
    expect(await screen.findByText('“harbour” is already a tag.')).toBeTruthy();
    expect(screen.getByLabelText('Saved tags').textContent).toBe('harbour');
  });
});
