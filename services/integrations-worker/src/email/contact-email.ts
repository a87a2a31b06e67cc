import { CONTACT_SUBJECT_PREFIX, type ContactMessage } from '@lumafolio/contracts';
import { escapeHtml } from '@lumafolio/server-common';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  replyTo: { name: string; address: string };
}

/**
 * The notification of a contact message. Everything the visitor typed is escaped: the
 * HTML is also shown inside the admin dashboard.
 */
export function renderContactEmail(message: ContactMessage, options: { brand: string; audience: 'owner' | 'admins' }): RenderedEmail {
  const subject = `${CONTACT_SUBJECT_PREFIX}${oneLine(message.subject)}`;
  const received = new Date(message.createdAt).toUTCString();
  const where = !message.recipientUserId
    ? `the ${options.brand} home page`
    : options.audience === 'owner'
      ? `your ${options.brand} portfolio`
      : `the ${options.brand} portfolio of user ${message.recipientUserId} (who has no e-mail address)`;
  const name = escapeHtml(oneLine(message.name));
  const email = escapeHtml(message.email);
  const cell = 'padding:4px 12px 4px 0;text-align:left;vertical-align:top';
  const html = [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#333333;background:#ffffff">',
    `<h2 style="margin:0 0 16px;font-weight:400">New message from the contact form on ${escapeHtml(where)}</h2>`,
    '<table style="border-collapse:collapse;margin-bottom:16px">',
    `<tr><th style="${cell}">Name</th><td style="${cell}">${name}</td></tr>`,
    `<tr><th style="${cell}">E-mail</th><td style="${cell}"><a href="mailto:${email}">${email}</a></td></tr>`,
    `<tr><th style="${cell}">Subject</th><td style="${cell}">${escapeHtml(oneLine(message.subject))}</td></tr>`,
    `<tr><th style="${cell}">Received</th><td style="${cell}">${escapeHtml(received)}</td></tr>`,
    '</table>',
    `<div style="white-space:pre-wrap;line-height:1.5;border-left:3px solid #e5e5e5;padding-left:12px">${escapeHtml(message.message)}</div>`,
    `<p style="margin-top:24px;color:#666666;font-size:13px">Reply to this e-mail to answer ${name}.</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    `New message from the contact form on ${where}`,
    '',
    `Name: ${oneLine(message.name)}`,
    `E-mail: ${message.email}`,
    `Subject: ${oneLine(message.subject)}`,
    `Received: ${received}`,
    '',
    message.message,
  ].join('\n');
  return { subject, html, text, replyTo: { name: oneLine(message.name), address: message.email } };
}

/** Header-safe: no line breaks or control characters, runs of space collapsed. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}
