export const DEFAULT_TEMPLATE_ID = 'classic';
