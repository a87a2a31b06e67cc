import { Field, TagsInput } from '@chakra-ui/react';
import { PHOTO_TAG_MAX, PHOTO_TAGS_MAX } from '@lumafolio/contracts';
import { useState } from 'react';

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
  // The typed text a refusal was for: the message goes as soon as the text changes.
  const [refused, setRefused] = useState<string | null>(null);
  const error = refused !== null && refused === input ? rejection(input, value) : null;
  return (
    <Field.Root invalid={error !== null}>
      <TagsInput.Root
        value={value}
        onValueChange={(details) => onValueChange(details.value)}
        inputValue={input}
        onInputValueChange={(details) => setInput(details.inputValue)}
        sanitizeValue={(tag) => tag.trim().toLowerCase()}
        validate={({ inputValue, value: tags }) => rejection(inputValue, tags) === null}
        onValueInvalid={() => setRefused(input)}
        blurBehavior="add"
        addOnPaste
        delimiter=","
        size="sm"
        translations={{ deleteTagTriggerLabel: (tag) => `Remove AI tag ${tag}` }}
      >
        <TagsInput.Label>AI tags</TagsInput.Label>
        <TagsInput.Control>
          <TagsInput.Items />
          <TagsInput.Input placeholder="Add a tag" />
        </TagsInput.Control>
        <TagsInput.HiddenInput />
      </TagsInput.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>Press Enter to add a tag; × removes one.</Field.HelperText>}
    </Field.Root>
  );
}
