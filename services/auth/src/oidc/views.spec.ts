import { escapeHtml } from '@lumafolio/server-common';
import { consentPage, errorPage, loginPage, logoutPage, signupPage } from './views.js';

const page = { brand: 'Lumafolio', publicUrl: 'http://127.0.0.1:3000' };

describe('provider pages', () => {
  it('sign-in: heading, labelled fields, button, sign-up link, kept e-mail and the error', () => {
    const { status, html } = loginPage(page, { uid: 'abc', email: 'jane@example.com', error: 'Incorrect email or password.', status: 400 });
    expect(status).toBe(400);
    expect(html).toContain('<h1 id="page-title">Sign in to Lumafolio</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]* value="jane@example.com"/);
    expect(html).toContain('<form method="post" action="/interaction/abc/login" novalidate>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('<a href="/interaction/abc/signup">Create an account</a>');
    expect(html).toContain('<div class="alert" role="alert">Incorrect email or password.</div>');
  });

  it('sign-up: fields, per-field errors wired to their inputs, no password echoed back', () => {
    const { html } = signupPage(page, {
      uid: 'abc',
      values: { email: 'x@y.z', username: 'admin' },
      fieldErrors: { username: 'This username is reserved. Please choose another one.' },
    });
    for (const label of ['Email', 'Username', 'Password']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('>Create account</button>');
    expect(html).toContain('<a href="/interaction/abc">Already have an account? Sign in</a>');
    expect(html).toMatch(/<input id="username"[^>]*aria-invalid="true"[^>]*aria-describedby="username-error username-hint"[^>]*autofocus>/);
    expect(html).toContain('<p class="field-error" id="username-error">This username is reserved. Please choose another one.</p>');
    expect(html).not.toMatch(/<input id="password"[^>]*value=/);
  });

  it('escapes everything that comes from people', () => {
    const { html } = loginPage({ ...page, brand: '<b>Brand</b>' }, { uid: 'abc', email: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>Brand</b>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(consentPage(page, { uid: 'abc', clientName: '<i>Partner</i>' }).html).toContain(
      '&lt;i&gt;Partner&lt;/i&gt; wants to access your name, username and email',
    );
  });

  it('consent has Allow and Cancel posting to confirm and abort', () => {
    const { html } = consentPage(page, { uid: 'abc', clientName: 'Partner' });
    expect(html).toContain('<form method="post" action="/interaction/abc/confirm"><button class="primary" type="submit">Allow</button></form>');
    expect(html).toContain('<form method="post" action="/interaction/abc/abort"><button class="secondary" type="submit">Cancel</button></form>');
  });

  it('logout submits itself only when asked, through a same-origin script', () => {
    const form = '<form id="op.logoutForm" method="post" action="/session/end/confirm"><input type="hidden" name="xsrf" value="s"/></form>';
    expect(logoutPage(page, { form, autoSubmit: true }).html).toContain('<script src="/ui/sign-out.js" defer></script>');
    const manual = logoutPage(page, { form, autoSubmit: false }).html;
    expect(manual).not.toContain('<script');
    expect(manual).toContain('name="logout" value="yes"');
    expect(manual).toContain('>Sign out</button>');
  });

  it('no page has an inline script or loads anything from another host', () => {
    const pages = [
      loginPage(page, { uid: 'a' }),
      signupPage(page, { uid: 'a' }),
      consentPage(page, { uid: 'a', clientName: 'c' }),
      errorPage(page, { status: 500, message: 'Oops', detail: 'x' }),
    ];
    for (const { html } of pages) {
      expect(html).not.toMatch(/<script(?![^>]*\bsrc="\/)/);
      expect(html).not.toMatch(/(src|href)="https?:\/\/(?!127\.0\.0\.1:3000)/);
      expect(html).toContain('<link rel="stylesheet" href="/ui/auth.css">');
      expect(html).toContain('Back to Lumafolio');
      expect(html.match(/Back to Lumafolio/g)).toHaveLength(1);
    }
  });
});
