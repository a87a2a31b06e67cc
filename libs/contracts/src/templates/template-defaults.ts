export const DEFAULT_TEMPLATE_ID = 'classic';

/** Theme values used when a template leaves a field unset (spec 01 §4). */
export const DEFAULT_COLOR_SCHEME = {
  primary: '#000000',
  secondary: '#ffffff',
  accent: '#f5f5f5',
  text: '#333333',
  textLight: '#666666',
  background: '#ffffff',
  cardBackground: '#ffffff',
  border: '#e5e5e5',
};
export const DEFAULT_TYPOGRAPHY = { fontFamily: 'Montserrat', headingWeight: 300, bodyWeight: 400 };
