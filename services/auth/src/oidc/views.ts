import { PASSWORD_MIN } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';

/**
 * Server-rendered pages of the built-in identity provider, in the product's look (dark
 * ink background, gold accent, Montserrat served by this process). No scripts except the
 * same-origin auto sign-out helper, so a strict Content-Security-Policy holds.
 */

export interface PageContext {
  brand: string;
  /** The web app, for "back to site" links. */
  publicUrl: string;
}

export interface RenderedPage {
  status: number;
  html: string;
}

export interface LayoutOptions {
  title: string;
  heading: string;
  intro?: string;
  alert?: string;
  body: string;
  scripts?: string[];
  /** The "← Back to {brand}" line under the card (pages whose main action is that link omit it). */
  backLink?: boolean;
}

export function layout(page: PageContext, options: LayoutOptions): string {
  const brand = escapeHtml(page.brand);
  const home = escapeHtml(page.publicUrl);
  const scripts = (options.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${brand}</title>
<link rel="preload" href="/ui/fonts/montserrat-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="/ui/auth.css">
${scripts}
</head>
<body>
<main class="shell">
<a class="wordmark" href="${home}/">${brand}</a>
<section class="card" aria-labelledby="page-title">
<h1 id="page-title">${escapeHtml(options.heading)}</h1>
${options.intro ? `<p class="intro">${escapeHtml(options.intro)}</p>` : ''}
${options.alert ? `<div class="alert" role="alert">${escapeHtml(options.alert)}</div>` : ''}
${options.body}
</section>
${options.backLink === false ? '' : `<p class="back"><a href="${home}/">&larr; Back to ${brand}</a></p>`}
</main>
</body>
</html>`;
}

interface FieldOptions {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  error?: string;
  hint?: string;
  autofocus?: boolean;
}

function field(options: FieldOptions): string {
  const { name } = options;
  const describedBy = [options.error ? `${name}-error` : '', options.hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    `type="${options.type}"`,
    `autocomplete="${options.autocomplete}"`,
    'required',
    options.type === 'text' ? 'autocapitalize="none" spellcheck="false"' : '',
    options.value !== undefined && options.type !== 'password' ? `value="${escapeHtml(options.value)}"` : '',
    options.error ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    options.autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return `<div class="field">
<label for="${name}">${escapeHtml(options.label)}</label>
<input ${attributes.join(' ')}>
${options.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="field-error" id="${name}-error">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

export const interactionPath = (uid: string) => `/interaction/${encodeURIComponent(uid)}`;

export interface LoginPageOptions {
  uid: string;
  email?: string;
  error?: string;
  status?: number;
}

/** GET /interaction/:uid: "Sign in to {brand}". */
export function loginPage(page: PageContext, options: LoginPageOptions): RenderedPage {
  const base = interactionPath(options.uid);
  const body = `<form method="post" action="${base}/login" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'username', value: options.email ?? '', autofocus: !options.email })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', autofocus: Boolean(options.email) })}
<button class="primary" type="submit">Sign in</button>
</form>
<p class="switch">New here? <a href="${base}/signup">Create an account</a></p>`;
  return {
    status: options.status ?? 200,
    html: layout(page, {
      title: 'Sign in',
      heading: `Sign in to ${page.brand}`,
      ...(options.error ? { alert: options.error } : {}),
      body,
    }),
  };
}

export interface SignupPageOptions {
  uid: string;
  values?: { email?: string; username?: string };
  fieldErrors?: { email?: string; username?: string; password?: string };
  error?: string;
  status?: number;
}

/** GET|POST /interaction/:uid/signup. */
export function signupPage(page: PageContext, options: SignupPageOptions): RenderedPage {
  const base = interactionPath(options.uid);
  const errors = options.fieldErrors ?? {};
  const values = options.values ?? {};
  const firstInvalid = (['email', 'username', 'password'] as const).find((name) => errors[name]) ?? 'email';
  const body = `<form method="post" action="${base}/signup" novalidate>
${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', value: values.email ?? '', ...(errors.email ? { error: errors.email } : {}), autofocus: firstInvalid === 'email' })}
${field({
  name: 'username',
  label: 'Username',
  type: 'text',
  autocomplete: 'username',
  value: values.username ?? '',
  hint: `Letters, digits, "_" and "-". Your portfolio will live at ${page.publicUrl.replace(/^https?:\/\//, '')}/username.`,
  ...(errors.username ? { error: errors.username } : {}),
  autofocus: firstInvalid === 'username',
})}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: `At least ${PASSWORD_MIN} characters.`, ...(errors.password ? { error: errors.password } : {}), autofocus: firstInvalid === 'password' })}
<button class="primary" type="submit">Create account</button>
</form>
<p class="switch"><a href="${base}">Already have an account? Sign in</a></p>`;
  return {
    status: options.status ?? 200,
    html: layout(page, {
      title: 'Create an account',
      heading: `Create your ${page.brand} account`,
      intro: 'Show your photography to the world in minutes.',
      ...(options.error ? { alert: options.error } : {}),
      body,
    }),
  };
}

/** A relying party other than our own web app asks for the user's data. */
export function consentPage(page: PageContext, options: { uid: string; clientName: string }): RenderedPage {
  const base = interactionPath(options.uid);
  const body = `<p class="consent">${escapeHtml(`${options.clientName} wants to access your name, username and email`)}</p>
<div class="actions">
<form method="post" action="${base}/confirm"><button class="primary" type="submit">Allow</button></form>
<form method="post" action="${base}/abort"><button class="secondary" type="submit">Cancel</button></form>
</div>`;
  return { status: 200, html: layout(page, { title: 'Allow access', heading: 'Allow access?', body }) };
}

/**
 * RP-initiated logout. `form` is oidc-provider's hidden form (with its xsrf token). For
 * our own web app the same-origin script submits it at once; without scripts it is one
 * click.
 */
export function logoutPage(page: PageContext, options: { form: string; autoSubmit: boolean }): RenderedPage {
  const body = `${options.form}
<div class="actions">
<button class="primary" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>`;
  return {
    status: 200,
    html: layout(page, {
      title: 'Sign out',
      heading: options.autoSubmit ? 'Signing you out…' : `Sign out of ${page.brand}?`,
      ...(options.autoSubmit ? { intro: 'One moment, please.' } : { intro: 'You will need to sign in again to manage your portfolio.' }),
      body,
      ...(options.autoSubmit ? { scripts: ['/ui/sign-out.js'] } : {}),
    }),
  };
}

export function signedOutPage(page: PageContext): RenderedPage {
  const body = `<a class="button primary" href="${escapeHtml(page.publicUrl)}/">Back to ${escapeHtml(page.brand)}</a>`;
  return { status: 200, html: layout(page, { title: 'Signed out', heading: 'You are signed out', intro: 'See you soon.', body, backLink: false }) };
}

export interface ErrorPageOptions {
  status: number;
  heading?: string;
  message: string;
  /** Technical detail (escaped), for the curious and for support. */
  detail?: string;
}

export function errorPage(page: PageContext, options: ErrorPageOptions): RenderedPage {
  const body = `${options.detail ? `<p class="detail">${escapeHtml(options.detail)}</p>` : ''}
<a class="button primary" href="${escapeHtml(page.publicUrl)}/">Back to ${escapeHtml(page.brand)}</a>`;
  return {
    status: options.status,
    html: layout(page, {
      title: options.heading ?? 'Something went wrong',
      heading: options.heading ?? 'Something went wrong',
      intro: options.message,
      body,
      backLink: false,
    }),
  };
}
