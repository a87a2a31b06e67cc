import { Field, TagsInput } from '@chakra-ui/react';
import { PHOTO_TAG_MAX, PHOTO_TAGS_MAX } from '@lumafolio/contracts';
import { useRef, useState } from 'react';

export interface AiTagsFieldProps {
  value: string[];
  onValueChange: (tags: string[]) => void;
}

/** Why a typed tag was not added, in the words of the API's own limits. */
function rejection(input: string, tags: readonly string[]): string | null {
  const tag = input.trim().toLowerCase();
  if (tag === '') return 'A tag cannot be empty.';
  if (Array.from(tag).length > PHOTO_TAG_MAX) return `Tags are at most ${PHOTO_TAG_MAX} characters.`;
  if (tags.includes(tag)) return `“${tag}” is already a tag.`;
  if (tags.length >= PHOTO_TAGS_MAX) return `A photo has at most ${PHOTO_TAGS_MAX} AI tags.`;
  return null;
}

/** The AI's tags as chips: remove one with its ×, add one with Enter (or a comma). */
export function AiTagsField({ value, onValueChange }: AiTagsFieldProps) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The field empties its text after every Enter; a refused tag's text stays, to be corrected.
  const refused = useRef(false);
  return (
    <Field.Root invalid={error !== null}>
      <TagsInput.Root
        value={value}
        onValueChange={(details) => onValueChange(details.value)}
        inputValue={input}
        onInputValueChange={({ inputValue }) => {
          if (inputValue === '' && refused.current) {
            refused.current = false;
            return;
          }
          setError(null);
          setInput(inputValue);
        }}
        sanitizeValue={(tag) => tag.trim().toLowerCase()}
        validate={({ inputValue, value: tags }) => {
          const problem = rejection(inputValue, tags);
          refused.current = problem !== null;
          setError(problem);
          return problem === null;
        }}
        blurBehavior="add"
        addOnPaste
        delimiter=","
        size="sm"
        translations={{ deleteTagTriggerLabel: (tag) => `Remove AI tag ${tag}` }}
      >
        <TagsInput.Label>AI keywords</TagsInput.Label>
        <TagsInput.Control>
          <TagsInput.Items />
          <TagsInput.Input placeholder="Add a tag" />
        </TagsInput.Control>
        <TagsInput.HiddenInput />
      </TagsInput.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>The AI's tags for this photo: Enter adds one, × removes one.</Field.HelperText>}
    </Field.Root>
  );
}
