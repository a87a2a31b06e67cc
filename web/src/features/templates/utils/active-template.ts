import { DEFAULT_TEMPLATE_ID } from '@lumafolio/contracts/paths';

/**
 * The template shown as 'Currently Active' (spec 01 §4): the one just chosen on this
 * page, else the user's saved choice, else classic.
 */
export function activeTemplateId(justChosen: string | null | undefined, saved: string | null | undefined): string {
  return justChosen || saved || DEFAULT_TEMPLATE_ID;
}
