/** The contact form's schema, in its own module so that it (and zod) load only when a form is used. */
export { contactRequestSchema } from '@lumafolio/contracts';
