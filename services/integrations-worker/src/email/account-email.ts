import type { AccountEmailPayload } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';

export interface RenderedAccountEmail {
  subject: string;
  html: string;
  text: string;
  /** The link the recipient is meant to follow. */
  link: string;
  /** The HTML without the link, for the e-mail log of an e-mail that was really sent. */
  htmlWithoutLink: string;
}

const LINK_REMOVED = '[link removed from the log]';

/**
 * The e-mails that answer a sign-up form. A new address gets the link that creates the
 * account; a registered one is told it already has an account, with a sign-in link.
 * Both say what to do if someone else typed the address.
 */
export function renderAccountEmail(payload: AccountEmailPayload, options: { brand: string }): RenderedAccountEmail {
  const brand = options.brand;
  const article = /^[aeiou]/i.test(brand) ? 'an' : 'a';
  if (payload.kind === 'sign-up-confirmation') {
    return render({
      subject: `Finish creating your ${brand} account`,
      lines: [
        `Someone, hopefully you, asked to create ${article} ${brand} account with the username ${payload.username} for this e-mail address.`,
        `Open the link below to finish: it works for ${payload.validForHours} hours and only once. Opened in the browser you signed up in, it signs you in too.`,
      ],
      button: 'Finish creating my account',
      link: payload.confirmUrl,
      after: "If this wasn't you, ignore this e-mail: no account is created.",
    });
  }
  return render({
    subject: `You already have ${article} ${brand} account`,
    lines: [
      `Someone, hopefully you, tried to create ${article} ${brand} account with this e-mail address, but it already has one.`,
      'Sign in with your e-mail address and password instead.',
    ],
    button: `Sign in to ${brand}`,
    link: payload.signInUrl,
    after: "If this wasn't you, you can ignore this e-mail: your account has not changed.",
  });
}

function render(content: { subject: string; lines: string[]; button: string; link: string; after: string }): RenderedAccountEmail {
  const paragraph = 'margin:0 0 16px;line-height:1.5';
  const html = (link: string, linkText: string) =>
    [
      '<!doctype html>',
      '<html><body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#333333;background:#ffffff">',
      `<h2 style="margin:0 0 16px;font-weight:400">${escapeHtml(content.subject)}</h2>`,
      ...content.lines.map((line) => `<p style="${paragraph}">${escapeHtml(line)}</p>`),
      `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#000000;color:#ffffff;text-decoration:none">${escapeHtml(content.button)}</a></p>`,
      `<p style="${paragraph};font-size:13px;color:#666666">Or copy this address into your browser: ${escapeHtml(linkText)}</p>`,
      `<p style="${paragraph};font-size:13px;color:#666666">${escapeHtml(content.after)}</p>`,
      '</body></html>',
    ].join('\n');
  const text = [...content.lines, '', `${content.button}: ${content.link}`, '', content.after].join('\n');
  return {
    subject: content.subject,
    html: html(content.link, content.link),
    text,
    link: content.link,
    htmlWithoutLink: html('#', LINK_REMOVED),
  };
}
