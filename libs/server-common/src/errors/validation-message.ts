import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

/** The validator's own wording (zod's English locale), which names no field: replaced by words that do. */
const VALIDATOR_WORDING =
  /^(Invalid input|Invalid option|Too big|Too small|Invalid string|Invalid number|Unrecognized keys?|Invalid key|Invalid value|Invalid discriminator|Invalid [a-zA-Z ]+$)/;

/** A field as a person reads it: its name (the last part of its path, "photos[2].title" for a nested one); none for the whole body. */
export function fieldNameOf(path: readonly PropertyKey[]): string | null {
  if (path.length === 0) return null;
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '');
}

const plural = (count: number | bigint, one: string) => `${count} ${one}${Number(count) === 1 ? '' : 's'}`;

/**
 * The message of a refused request, naming the field: a schema's own message is kept (it is
 * written for the person, e.g. "Title is required"); the validator's default wording
 * ("Invalid input: expected string, received undefined") becomes words that name the field.
 */
export function validationMessageOf(issue: Issue): string {
  if (!VALIDATOR_WORDING.test(issue.message)) return issue.message;
  const name = fieldNameOf(issue.path);
  const field = name === null ? 'The request' : `The field “${name}”`;
  switch (issue.code) {
    case 'invalid_type':
      return / received undefined$/.test(issue.message) ? `${field} is required.` : `${field} must be ${article(issue.expected)}.`;
    case 'too_big':
      return `${field} must be ${bound('at most', issue.maximum, issue.origin)}.`;
    case 'too_small':
      return `${field} must be ${bound('at least', issue.minimum, issue.origin)}.`;
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${name === null ? 'The request' : `“${name}”`} has fields this route does not take: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return `${field} is not in the expected format.`;
    default:
      return `${field} is not valid.`;
  }
}

function article(type: string): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function bound(words: string, limit: number | bigint, origin: string): string {
  if (origin === 'string') return `${words} ${plural(limit, 'character')} long`;
  if (origin === 'array' || origin === 'set') return `${words} ${plural(limit, 'item')}`;
  if (origin === 'file') return `${words} ${plural(limit, 'byte')}`;
  return `${words} ${limit}`;
}
