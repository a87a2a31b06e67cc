import { MASKED_LINK_SECRET, maskLinkSecrets, sanitizeEmailHtml } from './email-html.js';

describe('sanitizeEmailHtml', () => {
  it('keeps the text, formatting, tables, links and harmless inline styles of a notification', () => {
    const html = [
      '<!doctype html><html><body style="margin:0;padding:24px">',
      '<h2 style="margin:0 0 16px;font-weight:400">New message</h2>',
      '<table style="border-collapse:collapse"><tr><th style="padding:4px 12px 4px 0">E-mail</th><td><a href="mailto:bob@example.com">bob@example.com</a></td></tr></table>',
      '<div style="white-space:pre-wrap;border-left:3px solid #e5e5e5">Hello &lt;b&gt;there&lt;/b&gt;</div>',
      '</body></html>',
    ].join('');
    const clean = sanitizeEmailHtml(html);
    expect(clean).toContain('<h2 style="margin:0 0 16px;font-weight:400">New message</h2>');
    expect(clean).toContain('<a href="mailto:bob@example.com">bob@example.com</a>');
    expect(clean).toContain('<th style="padding:4px 12px 4px 0">');
    expect(clean).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(clean).not.toMatch(/<html|<body|doctype/i);
  });

  it('removes scripts, event handlers, javascript: links, frames, forms, images and styles that load things', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '<p onclick="alert(3)" style="color:red;background-image:url(https://tracker.example/p.gif)">hi</p>',
      '<a href="javascript:alert(4)">link</a>',
      '<a href="//evil.example/">proto</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="q"></form>',
      '<style>body{background:url(https://tracker.example/)}</style>',
      '<svg onload="alert(5)"><circle /></svg>',
      '<div style="width:expression(alert(6))">x</div>',
      '<object data="x"></object><embed src="x"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
    ].join('');
    const clean = sanitizeEmailHtml(hostile);
    expect(clean).not.toMatch(/<script|<img|<iframe|<form|<input|<style|<svg|<object|<embed|<base|<meta/i);
    expect(clean).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|url\(|expression\(|evil\.example|alert\(1\)/i);
    expect(clean).toContain('<p style="color:red">hi</p>');
    expect(clean).toContain('<a>link</a>');
  });

  it('keeps what a visitor typed as text', () => {
    expect(sanitizeEmailHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('maskLinkSecrets', () => {
  it("masks a sign-up link's token in its href and its text, and leaves other links alone", () => {
    const token = 'hT9xSIdofRgdiLrHABD42mFBAesPEn5Ukc9c0xPHJZY';
    const link = `https://id.example/interaction/abc/verify?token=${token}`;
    const html = sanitizeEmailHtml(
      `<p><a href="${link}&amp;lang=en">Finish</a></p><p>Or copy: ${link}</p><p><a href="https://example.com/?page=2">More</a></p>`,
    );
    const masked = maskLinkSecrets(html);
    expect(masked).not.toContain(token);
    expect(masked).toContain(`verify?token=${MASKED_LINK_SECRET}&amp;lang=en`);
    expect(masked).toContain(`Or copy: https://id.example/interaction/abc/verify?token=${MASKED_LINK_SECRET}`);
    expect(masked).toContain('https://example.com/?page=2');
  });
});
