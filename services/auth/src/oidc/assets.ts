import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The provider pages' stylesheet, their one script and the Montserrat files from
 * @fontsource/montserrat, all served by this process under /ui/ (nothing from third-party
 * hosts).
 */

const FONT_WEIGHTS = [400, 500, 600] as const;

const fontFaces = FONT_WEIGHTS.map(
  (weight) =>
    `@font-face{font-family:'Montserrat';font-style:normal;font-display:swap;font-weight:${weight};src:url(/ui/fonts/montserrat-latin-${weight}-normal.woff2) format('woff2')}`,
).join('\n');

export const STYLESHEET = `${fontFaces}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100dvh;background:linear-gradient(180deg,#101018 0%,#0b0b0f 100%) fixed;color:#ececf1;font-family:'Montserrat',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5}
a{color:#f5c16c;text-underline-offset:3px}
a:hover{color:#f5d69d}
a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid #eea942;outline-offset:2px}
.shell{min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:40px 16px}
.wordmark{color:#f5c16c;text-decoration:none;font-weight:600;letter-spacing:.32em;text-transform:uppercase;font-size:.95rem;margin-bottom:28px}
.card{width:100%;max-width:420px;background:#14141b;border:1px solid #1d1d27;border-radius:16px;padding:32px 28px;box-shadow:0 24px 64px rgba(0,0,0,.45)}
@media (max-width:480px){.card{padding:24px 20px;border-radius:12px}}
h1{margin:0 0 8px;font-size:1.5rem;font-weight:600;line-height:1.25;letter-spacing:-.01em}
.intro{margin:0 0 20px;color:#a1a1aa;font-size:.95rem}
.alert{margin:16px 0;padding:12px 14px;border-radius:10px;background:rgba(239,68,68,.12);border:1px solid rgba(239,68,68,.45);color:#fecaca;font-size:.92rem}
form{margin:20px 0 0}
.field{margin-bottom:16px}
label{display:block;margin-bottom:6px;font-size:.85rem;font-weight:500;color:#d4d4d8}
input{width:100%;height:44px;padding:0 12px;border-radius:10px;border:1px solid #2a2a36;background:#0b0b0f;color:#ececf1;font:inherit;font-size:16px}
input:hover{border-color:#3a3a48}
input:focus{border-color:#f5c16c;outline:none;box-shadow:0 0 0 3px rgba(245,193,108,.25)}
input[aria-invalid=true]{border-color:#f87171}
.hint{margin:6px 0 0;color:#8b8b96;font-size:.8rem}
.field-error{margin:6px 0 0;color:#fca5a5;font-size:.85rem}
button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;height:46px;padding:0 18px;border-radius:999px;border:1px solid transparent;font:inherit;font-weight:600;font-size:.95rem;cursor:pointer;text-decoration:none}
.primary{background:#f5c16c;color:#0b0b0f}
.primary:hover{background:#eea942;color:#0b0b0f}
.secondary{background:transparent;color:#ececf1;border-color:#2a2a36}
.secondary:hover{border-color:#f5c16c;color:#f5c16c}
form>button{margin-top:8px}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:20px}
.actions form{margin:0}
.switch{margin:20px 0 0;text-align:center;color:#a1a1aa;font-size:.9rem}
.consent{margin:8px 0 0;color:#d4d4d8}
.detail{margin:0 0 20px;color:#71717a;font-size:.8rem;word-break:break-word}
.back{margin:24px 0 0;font-size:.85rem}
.back a{color:#a1a1aa;text-decoration:none}
.back a:hover{color:#f5c16c}
`;

/** Submits oidc-provider's logout form at once (our own web app's sign-out needs no click). */
export const SIGN_OUT_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(!f)return;var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();});
`;

const require = createRequire(import.meta.url);
let fontDirectory: string | undefined;

const FONT_FILE = /^montserrat-latin-(400|500|600)-normal\.woff2$/;

/** A Montserrat file by name, or null if it is not one we serve. */
export async function readFont(name: string): Promise<Buffer | null> {
  if (!FONT_FILE.test(name)) return null;
  fontDirectory ??= join(dirname(require.resolve('@fontsource/montserrat/package.json')), 'files');
  try {
    return await readFile(join(fontDirectory, name));
  } catch {
    return null;
  }
}
