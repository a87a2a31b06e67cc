import { attachmentDisposition } from './attachment-disposition.js';

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('Harbour at dawn (2400 px).jpg')).toBe('attachment; filename="Harbour at dawn (2400 px).jpg"');
  });

  it('adds a UTF-8 filename* for any other name, with an ASCII fallback', () => {
    expect(attachmentDisposition('Café – été.jpg')).toBe(`attachment; filename="Cafe _ ete.jpg"; filename*=UTF-8''Caf%C3%A9%20%E2%80%93%20%C3%A9t%C3%A9.jpg`);
    expect(attachmentDisposition('東京.jpg')).toBe(`attachment; filename="__.jpg"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC.jpg`);
  });

  it('never lets a quote, a backslash or a percent sign into the quoted name', () => {
    expect(attachmentDisposition('50% "off" \\ it\'s.jpg')).toBe(
      `attachment; filename="50_ _off_ _ it's.jpg"; filename*=UTF-8''50%25%20%22off%22%20%5C%20it%27s.jpg`,
    );
  });
});
