import type { Template } from './templates/template.schema.js';

/** A valid template for tests: plain black and white, Montserrat; `id` doubles as its name. */
export const templateFixture = (id: string, isDefault = false): Template => ({
  id,
  name: id,
  description: '',
  category: 'test',
  isDefault,
  colorScheme: {
    primary: '#000000',
    secondary: '#ffffff',
    accent: '#f5f5f5',
    text: '#333333',
    textLight: '#666666',
    background: '#ffffff',
    cardBackground: '#ffffff',
    border: '#e5e5e5',
  },
  typography: { fontFamily: 'Montserrat', headingWeight: 300, bodyWeight: 400 },
});
