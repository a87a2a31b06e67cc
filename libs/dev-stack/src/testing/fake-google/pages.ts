import { escapeHtml as e } from './http.ts';
import type { FakeLibraryItem } from './library.ts';
import { PICKER_SCOPE } from './oauth-store.ts';

export const APP_NAME = 'Lumafolio';
export const FAKE_USER_EMAIL = 'fake.user@gmail.com';

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  [PICKER_SCOPE]: 'View the photos and videos you select in Google Photos',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info, including any personal info you’ve made publicly available',
};

const STYLE = `
:root { color-scheme: light dark; font-family: Roboto, Arial, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
.brand { font-size: .95rem; margin: 0 0 1.5rem; }
h1 { font-size: 1.5rem; font-weight: 400; }
.account { border: 1px solid GrayText; border-radius: 1rem; display: inline-block; padding: .25rem .75rem; }
.actions { display: flex; gap: .75rem; justify-content: flex-end; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: .6rem 1.4rem; border-radius: 1.25rem; border: 1px solid GrayText; background: Canvas; color: CanvasText; cursor: pointer; }
button.primary { background: #0b57d0; border-color: #0b57d0; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #4c8df6; outline-offset: 2px; }
fieldset { border: 0; padding: 0; margin: 0; }
legend { font-size: 1.1rem; margin-bottom: .75rem; }
.grid { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
.grid label { display: block; border: 1px solid GrayText; border-radius: .5rem; padding: .4rem; cursor: pointer; overflow-wrap: anywhere; font-size: .85rem; }
.grid img { display: block; width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: .25rem; margin-bottom: .35rem; }
.error { color: #b3261e; font-weight: 500; }
@media (prefers-color-scheme: dark) { .error { color: #f28b82; } button.primary { background: #a8c7fa; border-color: #a8c7fa; color: #062e6f; } }
`;

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style>${extraHead}</head>
<body><main>${body}</main></body></html>`;
}

/** The consent screen: hidden fields carry the authorization request to the decision endpoint. */
export function consentPage(params: URLSearchParams, decisionPath: string): string {
  const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
  const hidden = [...params].map(([name, value]) => `<input type="hidden" name="${e(name)}" value="${e(value)}">`).join('');
  return page(
    'Sign in - Google Accounts',
    `<p class="brand">Sign in with Google</p>
<h1>${APP_NAME} wants to access your Google Account</h1>
<p class="account">${FAKE_USER_EMAIL}</p>
<h2>This will allow ${APP_NAME} to:</h2>
<ul>${scopes.map((scope) => `<li>${e(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`).join('')}</ul>
<p>Make sure you trust ${APP_NAME}. You can see or remove its access in your Google Account.</p>
<form method="post" action="${e(decisionPath)}">${hidden}
<div class="actions"><button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Allow</button></div></form>`,
  );
}

/** Google's page for an authorization request it cannot send back to the app. */
export function authorizationErrorPage(status: number, error: string, description: string): string {
  return page(
    'Error',
    `<p class="brand">Sign in with Google</p>
<h1>Access blocked: authorization error</h1>
<p class="error">Error ${status}: ${e(error)}</p><p>${e(description)}</p>`,
  );
}

export interface PickerPageModel {
  action: string;
  library: readonly FakeLibraryItem[];
  checked: ReadonlySet<string>;
  thumbnailUrl: (item: FakeLibraryItem) => string;
  maxItemCount: number;
  error?: string;
}

export function pickerPage(model: PickerPageModel): string {
  const items = model.library
    .map((item) => {
      const kind = item.type === 'VIDEO' ? 'video' : 'photo';
      const checked = model.checked.has(item.id) ? ' checked' : '';
      return `<li><label><img src="${e(model.thumbnailUrl(item))}" alt="" loading="lazy" width="150" height="150">
<input type="checkbox" name="item" value="${e(item.id)}"${checked}> ${e(item.filename)} (${kind})</label></li>`;
    })
    .join('');
  return page(
    'Google Photos - Select photos',
    `<p class="brand">Google Photos</p>
<h1>Select photos and videos for ${APP_NAME}</h1>
${model.error ? `<p class="error" role="alert">${e(model.error)}</p>` : ''}
<form method="post" action="${e(model.action)}">
<fieldset><legend>Your library (up to ${model.maxItemCount} items)</legend><ul class="grid">${items}</ul></fieldset>
<div class="actions"><button type="submit" name="action" value="select-all-photos">Select all photos</button>
<button type="submit" name="action" value="done" class="primary">Done</button></div></form>`,
  );
}

export function pickerDonePage(autoclose: boolean): string {
  return page(
    'Google Photos - Done',
    `<p class="brand">Google Photos</p><h1>Done — you can close this window</h1>`,
    autoclose ? '<script>window.close()</script>' : '',
  );
}

export function pickerUnavailablePage(): string {
  return page('Google Photos', `<p class="brand">Google Photos</p><h1>This link is no longer available</h1><p>Go back to ${APP_NAME} and start again.</p>`);
}
