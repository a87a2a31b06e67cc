import { z } from 'zod';

/* eslint-disable no-control-regex -- these expressions exist to find control characters */
/** C0 controls other than tab and line feed, DEL, and C1 controls. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */
/**
 * Bidirectional formatting (embeddings, overrides, isolates, marks) and the byte-order
 * mark: invisible, and able to make "exe.jpg" show as "gpj.exe" or reorder a name.
 */
const INVISIBLE_FORMATTING = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * What a person typed, without what could hide or reorder it for others: control and
 * bidirectional formatting characters are removed, line breaks unified (`\n`), and the
 * text put in canonical Unicode form (NFC).
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

/** A one-line text field (names, titles, labels): cleaned, then trimmed. */
export const lineText = () => z.string().overwrite(cleanLineText).trim();

/** A multi-line text field (bio, messages, descriptions): cleaned, then trimmed. */
export const multilineText = () => z.string().overwrite(cleanMultilineText).trim();
