import { z } from 'zod';

/* eslint-disable no-control-regex -- these expressions exist to find control characters */
/** C0 controls other than tab and line feed, DEL, and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Every C0 and C1 control, tab and line feed included. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/**
 * Bidirectional formatting (embeddings, overrides, isolates, marks), zero-width spaces and
 * the byte-order mark: invisible, and able to make "exe.jpg" show as "gpj.exe", reorder a
 * name or make two names look alike. The joiners (U+200C, U+200D) stay: scripts and emoji
 * sequences need them.
 */
const INVISIBLE_FORMATTING = /[\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
const INVISIBLE_FORMATTING_ONE = new RegExp(INVISIBLE_FORMATTING.source);
const LINE_SEPARATORS = /[\u2028\u2029]/;

/** What a person reads when a value holds a NUL: never typed, the database cannot store it. */
export const NUL_CHARACTER_MESSAGE = 'This text holds a NUL character, which cannot be stored: remove it and try again.';
/** What a person reads when an identifier, key or name holds a character that would be hidden. */
export const HIDDEN_CHARACTER_MESSAGE = 'This value holds a control, bidirectional or zero-width character: remove it and try again.';

/**
 * What a person typed, without what could hide or reorder it for others: control,
 * bidirectional formatting and zero-width characters are removed, line breaks unified
 * (`\n`), and the text put in canonical Unicode form (NFC).
 */
export function cleanMultilineText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(INVISIBLE_FORMATTING, '')
    .replace(CONTROL, '');
}

/** As cleanMultilineText, for one line: tabs and line breaks become spaces. */
export function cleanLineText(value: string): string {
  return cleanMultilineText(value).replace(/[\t\n]+/g, ' ');
}

/** True when `value` holds nothing cleaning would remove, nor a tab or line break. */
export function hasNoHiddenCharacters(value: string): boolean {
  return !ANY_CONTROL.test(value) && !INVISIBLE_FORMATTING_ONE.test(value) && !LINE_SEPARATORS.test(value);
}

/**
 * The kinds of string a contract may hold. Every string in a contract is built by one of
 * the constructors below, which mark it; a test walks every schema and refuses any string
 * without a mark (typed-strings.spec.ts).
 */
export type StringKind = 'line-text' | 'multiline-text' | 'verbatim-text' | 'identifier' | 'email' | 'url' | 'date-time' | 'server-text';

const STRING_KIND = Symbol.for('lumafolio.contracts.string-kind');

/**
 * The mark is a property of one of the string's checks: zod copies checks into every schema
 * derived with `.max()`, `.regex()`, `.trim()`…, so the mark survives them.
 */
function marked(kind: StringKind, params: StringParams | undefined, ...checks: z.core.$ZodCheck<string>[]): z.ZodString {
  const mark = z.refine<string>(() => true);
  Object.defineProperty(mark, STRING_KIND, { value: kind });
  return z.string(params).check(mark, ...checks);
}

/** What z.string() takes: e.g. `{ error: 'Say which file.' }` for a missing value. */
type StringParams = Parameters<typeof z.string>[0];

/** The kind a contract's string was built as, or undefined for a plain `z.string()`. */
export function stringKindOf(schema: z.core.$ZodType): StringKind | undefined {
  const checks = (schema._zod.def as { checks?: unknown[] }).checks ?? [];
  for (const check of checks) {
    const kind = (check as { [STRING_KIND]?: StringKind })[STRING_KIND];
    if (kind) return kind;
  }
  return undefined;
}

const refuseNul = () => z.refine<string>((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE);
const refuseHidden = () => z.refine<string>(hasNoHiddenCharacters, HIDDEN_CHARACTER_MESSAGE);

/**
 * A one-line text field (names, titles, labels): a NUL is refused (400), other control,
 * bidirectional and zero-width characters removed, line breaks made spaces, then trimmed.
 */
export const lineText = (params?: StringParams) => marked('line-text', params, refuseNul(), z.overwrite(cleanLineText)).trim();

/** A multi-line text field (bio, messages, descriptions): as lineText, keeping line breaks and tabs. */
export const multilineText = (params?: StringParams) => marked('multiline-text', params, refuseNul(), z.overwrite(cleanMultilineText)).trim();

/** The longest verbatim value any route takes unless its contract says less: a URL or a storage key fits. */
export const VERBATIM_TEXT_MAX_LENGTH = 2_048;

/**
 * A value kept exactly as sent (passwords, search text, storage keys, file names, ids made
 * elsewhere): refused (400) when it holds a control, bidirectional or zero-width character,
 * or is longer than `maxLength`.
 */
export const verbatimText = (params?: StringParams, maxLength = VERBATIM_TEXT_MAX_LENGTH) =>
  marked('verbatim-text', params, z.maxLength(maxLength), refuseHidden());

/** The longest identifier, token, key or file name any route takes unless its contract says less: a storage key (S3 allows 1 024 bytes) fits. */
export const IDENTIFIER_MAX_LENGTH = 1_024;

/** An identifier: the whole value matches `pattern` (anchored), holds no hidden character and is at most `maxLength` long. */
export function identifier(pattern: RegExp, message = 'This identifier is not valid.', maxLength = IDENTIFIER_MAX_LENGTH): z.ZodString {
  if (!pattern.source.startsWith('^') || !pattern.source.endsWith('$')) throw new Error(`identifier pattern ${pattern} must be anchored (^…$)`);
  return marked('identifier', undefined, z.maxLength(maxLength), refuseHidden()).regex(pattern, message);
}

/**
 * An e-mail address: trimmed, lower-cased and checked (its pattern admits no hidden character).
 * The `format` keeps what the field is in the API document, whose requests are read before the pipe.
 */
export const emailAddress = (message: string, maxLength = 254) =>
  marked('email', undefined, refuseHidden()).trim().toLowerCase().pipe(z.email(message).max(maxLength)).meta({ format: 'email' });

/** An http(s) URL, refused when it holds a hidden character (URL parsers drop some of them silently). */
export const httpUrl = () =>
  marked('url', undefined, refuseHidden())
    .pipe(z.url({ protocol: /^https?$/ }))
    .meta({ format: 'uri', pattern: '^https?://' });

/** An ISO 8601 date and time (`options` as z.iso.datetime's). */
export const isoDateTime = (options?: Parameters<typeof z.iso.datetime>[0]) =>
  marked('date-time', undefined, z.maxLength(64), refuseHidden()).pipe(z.iso.datetime(options)).meta({ format: 'date-time' });

/**
 * A string one of our own processes wrote: in answers (dates, URLs, names cleaned when they
 * were stored) and in messages between processes (ids, keys, values already parsed at the
 * gateway). A NUL is refused, so that none reaches the database. Never for what a client
 * sends: the walk of the gateway's routes refuses it in a request's params, query or body.
 */
export const serverText = () => marked('server-text', undefined, refuseNul());
