export const CONTACT_RATE_RULE = Symbol('CONTACT_RATE_RULE');
