import { createHash } from 'node:crypto';
import { UI_THEME_HEAD_SCRIPT } from '@lumafolio/contracts/paths';
import { SECURITY_HEADERS } from './security-headers.js';

const scriptSrc = () =>
  SECURITY_HEADERS['content-security-policy']
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1);

describe('Content-Security-Policy', () => {
  it("runs the site's own script files and, inline, only the theme's head script (by its hash, never 'unsafe-inline')", () => {
    const hash = createHash('sha256').update(UI_THEME_HEAD_SCRIPT).digest('base64');
    expect(scriptSrc()).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
