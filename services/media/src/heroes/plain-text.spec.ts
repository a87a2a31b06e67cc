import { plainText } from './plain-text.js';

describe('plainText', () => {
  it('drops tags, decodes the usual entities and collapses white space', () => {
    expect(plainText('<p>Calm <em>water</em></p>\n<p>Rocks &amp; sand &lt;3</p>')).toBe('Calm water Rocks & sand <3');
    expect(plainText('')).toBe('');
  });
});
