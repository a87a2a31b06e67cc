import { describe, expect, it } from '@jest/globals';
import { templateFixture as template } from '@lumafolio/contracts/testing';
import { chooseTemplate } from './template-choice';

const templates = [template('epic'), template('classic', true), template('monochrome')];

describe('chooseTemplate', () => {
  it("prefers the owner's template", () => {
    expect(chooseTemplate({ ownerTemplateId: 'monochrome', userTemplateId: 'epic', templates })).toMatchObject({ id: 'monochrome', layout: 'monochrome' });
  });

  it("falls back to the signed-in user's, then isDefault, then the first", () => {
    expect(chooseTemplate({ ownerTemplateId: null, userTemplateId: 'epic', templates }).id).toBe('epic');
    expect(chooseTemplate({ templates }).id).toBe('classic');
    expect(chooseTemplate({ templates: [template('monochrome-white'), template('epic')] }).id).toBe('monochrome-white');
  });

  it('is classic when nothing is known, and draws unknown templates as classic', () => {
    expect(chooseTemplate({})).toEqual({ id: 'classic', layout: 'classic', template: null });
    expect(chooseTemplate({ ownerTemplateId: 'sunset', templates })).toEqual({ id: 'sunset', layout: 'classic', template: null });
  });

  it('carries the template data when the list has it', () => {
    expect(chooseTemplate({ ownerTemplateId: 'epic', templates }).template?.id).toBe('epic');
    expect(chooseTemplate({ ownerTemplateId: 'epic', templates: null })).toEqual({ id: 'epic', layout: 'epic', template: null });
  });
});
