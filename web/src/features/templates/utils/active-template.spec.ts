import { describe, expect, it } from '@jest/globals';
import { activeTemplateId } from './active-template';

describe('activeTemplateId', () => {
  it('prefers the template just chosen', () => {
    expect(activeTemplateId('epic', 'monochrome')).toBe('epic');
  });

  it("falls back to the user's saved template, then classic", () => {
    expect(activeTemplateId(null, 'monochrome')).toBe('monochrome');
    expect(activeTemplateId(undefined, undefined)).toBe('classic');
    expect(activeTemplateId('', '')).toBe('classic');
  });
});
