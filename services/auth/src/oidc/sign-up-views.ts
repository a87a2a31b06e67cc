import { escapeHtml } from '@lumafolio/server-common';
import { interactionPath, layout, type PageContext, type RenderedPage } from './views.js';

/**
 * The pages of sign-up by e-mail: "Check your e-mail" after the form, the confirmation
 * link's page, and its outcomes. Same look as views.ts.
 */

const signInButton = (page: PageContext, label = 'Sign in') =>
  `<a class="button primary" href="${escapeHtml(page.publicUrl)}/api/login">${escapeHtml(label)}</a>`;

/**
 * After a valid sign-up form, whatever the address: the same words for a registered one
 * and a new one (each gets its own e-mail).
 */
export function checkEmailPage(page: PageContext, options: { uid: string; email: string; validForHours: number }): RenderedPage {
  const body = `<p class="consent">Open the link in it to finish creating your account. Opened in this browser, it signs you in too. It works for ${options.validForHours} hours.</p>
<p class="switch">Nothing arrived? Check your spam folder, or <a href="${interactionPath(options.uid)}/signup">try again</a>.</p>`;
  return {
    status: 200,
    html: layout(page, { title: 'Check your e-mail', heading: 'Check your e-mail', intro: `We sent an e-mail to ${options.email}.`, body }),
  };
}

/** GET of the confirmation link: one button, so that a mail scanner fetching the link creates nothing. */
export function confirmSignUpPage(page: PageContext, options: { uid: string; token: string; email: string; username: string }): RenderedPage {
  const body = `<form method="post" action="${interactionPath(options.uid)}/verify">
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<button class="primary" type="submit">Create account</button>
</form>`;
  return {
    status: 200,
    html: layout(page, {
      title: 'Finish creating your account',
      heading: 'Finish creating your account',
      intro: `Create the ${page.brand} account ${options.username} for ${options.email}.`,
      body,
    }),
  };
}

/** The account was created in a browser that was not signing in (another device, or the sign-in expired). */
export function accountReadyPage(page: PageContext): RenderedPage {
  return {
    status: 200,
    html: layout(page, {
      title: 'Your account is ready',
      heading: 'Your account is ready',
      intro: 'Sign in with your e-mail address and password.',
      body: signInButton(page),
    }),
  };
}

export type SignUpLinkProblem = 'invalid' | 'email-taken' | 'username-taken';

/** A confirmation link that cannot create the account, and what to do instead. */
export function signUpLinkProblemPage(page: PageContext, problem: SignUpLinkProblem, username = ''): RenderedPage {
  switch (problem) {
    case 'email-taken':
      return {
        status: 409,
        html: layout(page, {
          title: 'You already have an account',
          heading: 'You already have an account',
          intro: `This e-mail address already has a ${page.brand} account. Sign in with it.`,
          body: signInButton(page),
        }),
      };
    case 'username-taken':
      return {
        status: 409,
        html: layout(page, {
          title: 'That username was taken',
          heading: 'That username was taken',
          intro: `Someone took the username ${username} before you confirmed. Please create your account again with another username.`,
          body: signInButton(page, 'Start again'),
        }),
      };
    default:
      return {
        status: 400,
        html: layout(page, {
          title: 'This link can no longer be used',
          heading: 'This link can no longer be used',
          intro: 'It has expired or was already used. Sign in, or create your account again.',
          body: signInButton(page),
        }),
      };
  }
}
