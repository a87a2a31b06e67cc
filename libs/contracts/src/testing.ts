import { DEFAULT_COLOR_SCHEME, DEFAULT_TYPOGRAPHY } from './templates/template-defaults.js';
import type { Template } from './templates/template.schema.js';

/** A valid template for tests: the default colours and typography; `id` doubles as its name. */
export const templateFixture = (id: string, isDefault = false): Template => ({
  id,
  name: id,
  description: '',
  category: 'test',
  isDefault,
  colorScheme: { ...DEFAULT_COLOR_SCHEME },
  typography: { ...DEFAULT_TYPOGRAPHY },
});
export * from './text/string-fields.js';
