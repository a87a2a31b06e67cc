import { aiSourceVariant, planVariantWidths, scaledHeight, variantKey } from './variants.js';

describe('variant plan', () => {
  it('never upscales, and gives a small original one variant at its own width', () => {
    expect(planVariantWidths(5640)).toEqual([400, 800, 1600, 2400]);
    expect(planVariantWidths(2400)).toEqual([400, 800, 1600, 2400]);
    expect(planVariantWidths(2399)).toEqual([400, 800, 1600]);
    expect(planVariantWidths(1000)).toEqual([400, 800]);
    expect(planVariantWidths(400)).toEqual([400]);
    expect(planVariantWidths(250)).toEqual([250]);
  });

  it('keeps the aspect ratio and uses deterministic keys', () => {
    expect(scaledHeight({ width: 5640, height: 3172 }, 400)).toBe(225);
    expect(variantKey('u1', 'p1', 800)).toBe('photo/u1/p1/w800.webp');
  });
});

describe('the variant the AI reads', () => {
  const variants = (height: (w: number) => number) => [400, 800, 1600, 2400].map((width) => ({ width, height: height(width) }));

  it('is the largest that fits in 1024 px, else the smallest', () => {
    expect(aiSourceVariant(variants((w) => Math.round((w * 9) / 16)))?.width).toBe(800);
    expect(aiSourceVariant(variants((w) => Math.round((w * 4) / 3)))?.width).toBe(400);
    expect(aiSourceVariant([{ width: 400, height: 1200 }])?.width).toBe(400);
    expect(aiSourceVariant([])).toBeUndefined();
  });
});
