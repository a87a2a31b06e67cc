import type { ContactRequest } from '@lumafolio/contracts';

export const CONTACT_URL = '/api/contact';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Hidden field: people leave it empty, form-filling bots do not (spec 01 §3/§5). */
  honeypot: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', honeypot: '' };

export type ContactCheck = { ok: true; request: ContactRequest } | { ok: false; errors: ContactErrors };

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

const FIELDS: ReadonlySet<string> = new Set(['name', 'email', 'subject', 'message', 'honeypot']);

/** The first message of each field, from a validation's issues. */
export function firstErrorPerField(issues: readonly Issue[]): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !FIELDS.has(field)) continue;
    errors[field as ContactField] ??= issue.message;
  }
  return errors;
}

/** The validation code (the contracts' zod schema) loads with the first use of a contact form. */
export const loadContactSchema = async () => (await import('./contact-schema')).contactRequestSchema;

/**
 * Checks a contact form with the same schema as the server (spec 01 §5 messages); the
 * request names the photographer when the form is on a portfolio.
 */
export async function checkContactForm(values: ContactValues, portfolioUsername?: string): Promise<ContactCheck> {
  const schema = await loadContactSchema();
  const request: ContactRequest = { ...values, ...(portfolioUsername ? { portfolioUsername } : {}) };
  const result = schema.safeParse(request);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, errors: firstErrorPerField(result.error.issues) };
}
