import { describe, expect, it } from '@jest/globals';
import { isDarkColour, templateThemeVariables } from './template-theme';

describe('templateThemeVariables', () => {
  it('uses the spec 01 §4 defaults without a template', () => {
    expect(templateThemeVariables(null)).toEqual({
      '--tpl-primary': '#000000',
      '--tpl-secondary': '#ffffff',
      '--tpl-accent': '#f5f5f5',
      '--tpl-text': '#333333',
      '--tpl-text-light': '#666666',
      '--tpl-background': '#ffffff',
      '--tpl-card-background': '#ffffff',
      '--tpl-border': '#e5e5e5',
      '--tpl-font-family':
        "'Montserrat', 'Montserrat Variable', 'Montserrat Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      '--tpl-heading-weight': '300',
      '--tpl-body-weight': '400',
    });
  });

  it("applies a template's colours, font and weights", () => {
    const variables = templateThemeVariables({
      colorScheme: {
        primary: '#f5f5f5',
        secondary: '#0b0b0c',
        accent: '#c9a227',
        text: '#f2f2f2',
        textLight: '#a3a3a3',
        background: '#0b0b0c',
        cardBackground: '#161618',
        border: '#2a2a2e',
      },
      typography: { fontFamily: 'Playfair Display', headingWeight: 700, bodyWeight: 300 },
    });
    expect(variables['--tpl-background']).toBe('#0b0b0c');
    expect(variables['--tpl-text-light']).toBe('#a3a3a3');
    expect(variables['--tpl-font-family']?.startsWith("'Playfair Display', ")).toBe(true);
    expect(variables['--tpl-heading-weight']).toBe('700');
    expect(variables['--tpl-body-weight']).toBe('300');
  });

  it('replaces missing or unsafe values with the defaults', () => {
    const variables = templateThemeVariables({
      colorScheme: { primary: 'red; background: url(x)', background: '#123' } as never,
      typography: { fontFamily: "x'; }", headingWeight: 350, bodyWeight: 1000 },
    });
    expect(variables['--tpl-primary']).toBe('#000000');
    expect(variables['--tpl-background']).toBe('#123');
    expect(variables['--tpl-border']).toBe('#e5e5e5');
    expect(variables['--tpl-font-family']?.startsWith("'Montserrat', ")).toBe(true);
    expect(variables['--tpl-heading-weight']).toBe('300');
    expect(variables['--tpl-body-weight']).toBe('400');
  });
});

describe('isDarkColour', () => {
  it('tells dark backgrounds from light ones', () => {
    expect(isDarkColour('#000000')).toBe(true);
    expect(isDarkColour('#0b0b0c')).toBe(true);
    expect(isDarkColour('#333')).toBe(true);
    expect(isDarkColour('#ffffff')).toBe(false);
    expect(isDarkColour('#f5f5f5')).toBe(false);
    expect(isDarkColour('not a colour')).toBe(false);
  });
});
