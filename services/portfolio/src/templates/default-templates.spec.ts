import { DEFAULT_COLOR_SCHEME, DEFAULT_TEMPLATE_ID, DEFAULT_TYPOGRAPHY, templateSchema } from '@lumafolio/contracts';
import { DEFAULT_TEMPLATES } from './default-templates.js';

describe('DEFAULT_TEMPLATES', () => {
  it('are the four templates of the spec, each valid', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.id)).toEqual(['classic', 'epic', 'monochrome', 'monochrome-white']);
    for (const template of DEFAULT_TEMPLATES) expect(() => templateSchema.parse(template)).not.toThrow();
  });

  it('has classic as the one default, with the spec default theme', () => {
    const defaults = DEFAULT_TEMPLATES.filter((t) => t.isDefault);
    expect(defaults.map((t) => t.id)).toEqual([DEFAULT_TEMPLATE_ID]);
    expect(defaults[0]?.colorScheme).toEqual(DEFAULT_COLOR_SCHEME);
    expect(defaults[0]?.typography).toEqual({ fontFamily: 'Montserrat', headingWeight: 300, bodyWeight: 400 });
    expect(DEFAULT_TYPOGRAPHY).toEqual(defaults[0]?.typography);
  });

  it('gives monochrome a black background and monochrome-white a white one', () => {
    const byId = Object.fromEntries(DEFAULT_TEMPLATES.map((t) => [t.id, t]));
    expect(byId.monochrome?.colorScheme.background).toBe('#000000');
    expect(byId['monochrome-white']?.colorScheme.background).toBe('#ffffff');
  });
});
