import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import type { Logger } from 'pino';
import type { AuthConfig } from '../config.js';
import { SIGN_UP_LINK_HOURS, SignUpService } from '../sign-up/sign-up.service.js';
import { AccountsService, MESSAGES } from '../users/accounts.service.js';
import { clientIp, isCrossOrigin, readForm, redirect, RequestError, send } from './http-helpers.js';
import { clientOrigins, pageHeaders } from './provider.js';
import { accountReadyPage, checkEmailPage, confirmSignUpPage, signUpLinkProblemPage } from './sign-up-views.js';
import { consentPage, errorPage, loginPage, signupPage, type PageContext, type RenderedPage } from './views.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const UID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The interaction pages of the built-in provider: sign-in, sign-up and consent.
 *
 *   GET  /interaction/:uid          sign-in (or consent for a third-party client)
 *   POST /interaction/:uid/login    email, password
 *   GET  /interaction/:uid/signup   sign-up form
 *   POST /interaction/:uid/signup   email, username, password → "Check your e-mail"
 *   GET  /interaction/:uid/verify   the e-mailed link (?token=): "Create account"
 *   POST /interaction/:uid/verify   token: creates the account and, in the browser that
 *                                   signed up, continues the sign-in
 *   POST /interaction/:uid/confirm  consent given
 *   POST /interaction/:uid/abort    consent refused
 *
 * oidc-provider's interaction cookie (path /interaction/:uid) ties every form to the
 * browser that started the sign-in; posts whose Origin is another site are refused too.
 * The e-mailed link lives under the same path, so the cookie comes along when it is opened
 * in that browser; elsewhere it still creates the account.
 */
export class InteractionRoutes {
  private readonly page: PageContext;
  private readonly headers: Record<string, string>;
  private readonly issuerOrigin: string;

  constructor(
    private readonly provider: Provider,
    private readonly accounts: AccountsService,
    private readonly signUps: SignUpService,
    private readonly config: AuthConfig,
    private readonly logger: Logger,
  ) {
    this.page = { brand: config.BRAND_NAME, publicUrl: config.PUBLIC_URL };
    this.headers = pageHeaders(clientOrigins(config));
    this.issuerOrigin = new URL(config.AUTH_ISSUER_URL).origin;
  }

  /** Handles a request under /interaction/; false if the path is not one of ours. */
  async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const [, , uid, action, ...rest] = pathname.split('/');
    if (!uid || !UID.test(uid) || rest.length > 0) return false;
    const route = `${req.method ?? 'GET'} ${action ?? ''}`;
    try {
      switch (route) {
        case 'GET ':
          await this.showInteraction(req, res, uid);
          return true;
        case 'POST login':
          await this.login(req, res, uid);
          return true;
        case 'GET signup':
          await this.showSignup(req, res, uid);
          return true;
        case 'POST signup':
          await this.signup(req, res, uid);
          return true;
        case 'GET verify':
          await this.showVerify(req, res, uid);
          return true;
        case 'POST verify':
          await this.verify(req, res, uid);
          return true;
        case 'POST confirm':
          await this.confirm(req, res, uid);
          return true;
        case 'POST abort':
          await this.abort(req, res, uid);
          return true;
        default:
          return false;
      }
    } catch (error) {
      if (error instanceof RequestError) {
        this.render(res, errorPage(this.page, { status: error.status, message: error.message }));
        return true;
      }
      throw error;
    }
  }

  private async showInteraction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    switch (interaction.prompt.name) {
      case 'login':
        return this.render(res, loginPage(this.page, { uid, email: loginHint(interaction) }));
      case 'consent': {
        const clientId = String(interaction.params.client_id ?? '');
        if (clientId === this.config.OIDC_CLIENT_ID) return this.grantConsent(req, res, interaction);
        const client = await this.provider.Client.find(clientId);
        return this.render(res, consentPage(this.page, { uid, clientName: client?.clientName ?? clientId }));
      }
      default:
        return this.render(res, errorPage(this.page, { status: 400, message: 'This sign-in step is not supported.' }));
    }
  }

  private async login(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    this.refuseCrossSite(req);
    const form = await readForm(req);
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    if (interaction.prompt.name !== 'login') return redirect(res, `/interaction/${uid}`);
    const email = (form.email ?? '').trim().slice(0, 320);
    const result = await this.accounts.signIn(email, form.password ?? '', this.ip(req));
    switch (result.status) {
      case 'ok':
        return this.finish(req, res, { login: { accountId: result.user.id, amr: ['pwd'] } });
      case 'throttled':
        return this.render(res, loginPage(this.page, { uid, email, error: MESSAGES.signInThrottled, status: 429 }));
      case 'missing':
        return this.render(res, loginPage(this.page, { uid, email, error: MESSAGES.missingCredentials, status: 400 }));
      default:
        return this.render(res, loginPage(this.page, { uid, email, error: MESSAGES.invalidCredentials, status: 400 }));
    }
  }

  private async showSignup(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    if (interaction.prompt.name !== 'login') return redirect(res, `/interaction/${uid}`);
    this.render(res, signupPage(this.page, { uid }));
  }

  private async signup(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    this.refuseCrossSite(req);
    const form = await readForm(req);
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    if (interaction.prompt.name !== 'login') return redirect(res, `/interaction/${uid}`);
    const input = { email: form.email ?? '', username: form.username ?? '', password: form.password ?? '' };
    const values = { email: input.email.trim(), username: input.username.trim() };
    const result = await this.signUps.request(input, { ip: this.ip(req), interactionUid: uid });
    switch (result.status) {
      case 'sent':
        return this.render(res, checkEmailPage(this.page, { uid, email: values.email.toLowerCase(), validForHours: SIGN_UP_LINK_HOURS }));
      case 'throttled':
        return this.render(res, signupPage(this.page, { uid, values, error: MESSAGES.signUpThrottled, status: 429 }));
      default:
        return this.render(res, signupPage(this.page, { uid, values, fieldErrors: result.fieldErrors, status: 400 }));
    }
  }

  private async showVerify(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const token = new URL(req.url ?? '', this.issuerOrigin).searchParams.get('token') ?? '';
    const pending = await this.signUps.find(token);
    if (!pending) return this.render(res, signUpLinkProblemPage(this.page, 'invalid'));
    this.render(res, confirmSignUpPage(this.page, { uid, token, email: pending.email, username: pending.username }));
  }

  private async verify(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    this.refuseCrossSite(req);
    const form = await readForm(req);
    const result = await this.signUps.confirm(form.token ?? '');
    switch (result.status) {
      case 'created': {
        const interaction = result.interactionUid === uid ? await this.details(req, res, uid) : null;
        if (interaction?.prompt.name === 'login') return this.finish(req, res, { login: { accountId: result.user.id, amr: ['pwd'] } });
        return this.render(res, accountReadyPage(this.page));
      }
      case 'username-taken':
        return this.render(res, signUpLinkProblemPage(this.page, 'username-taken', result.username));
      case 'email-taken':
        return this.render(res, signUpLinkProblemPage(this.page, 'email-taken'));
      default:
        return this.render(res, signUpLinkProblemPage(this.page, 'invalid'));
    }
  }

  private async confirm(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    this.refuseCrossSite(req);
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    if (interaction.prompt.name !== 'consent') return redirect(res, `/interaction/${uid}`);
    await this.grantConsent(req, res, interaction);
  }

  private async abort(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    this.refuseCrossSite(req);
    const interaction = await this.details(req, res, uid);
    if (!interaction) return this.expired(res);
    await this.finish(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' });
  }

  /** Grants what the consent prompt found missing, then resumes the authorization. */
  private async grantConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const { prompt, params, session } = interaction;
    const accountId = session?.accountId;
    if (!accountId) return this.expired(res);
    const grant = interaction.grantId
      ? ((await this.provider.Grant.find(interaction.grantId)) ?? new this.provider.Grant({ accountId, clientId: String(params.client_id) }))
      : new this.provider.Grant({ accountId, clientId: String(params.client_id) });
    const details = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    const grantId = await grant.save();
    const consent = interaction.grantId ? {} : { grantId };
    await this.provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
  }

  private finish(req: IncomingMessage, res: ServerResponse, result: InteractionResults): Promise<void> {
    return this.provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  /** The interaction this browser is in, if it is the one in the URL and has not expired. */
  private async details(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await this.provider.interactionDetails(req, res);
      return interaction.uid === uid ? interaction : null;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  }

  private refuseCrossSite(req: IncomingMessage): void {
    if (isCrossOrigin(req, this.issuerOrigin)) {
      this.logger.warn({ origin: req.headers.origin }, 'cross-site interaction post refused');
      throw new RequestError(403, 'This form was sent from another site, so it was not accepted.');
    }
  }

  private ip(req: IncomingMessage): string {
    return clientIp(req, this.config.AUTH_TRUST_PROXY);
  }

  private expired(res: ServerResponse): void {
    this.render(
      res,
      errorPage(this.page, {
        status: 400,
        heading: 'Your sign-in has expired',
        message: `This sign-in page is no longer valid. Please go back to ${this.config.BRAND_NAME} and sign in again.`,
      }),
    );
  }

  private render(res: ServerResponse, page: RenderedPage): void {
    send(res, page.status, page.html, this.headers);
  }
}

function loginHint(interaction: Interaction): string | undefined {
  const hint = interaction.params.login_hint;
  return typeof hint === 'string' && hint.includes('@') ? hint : undefined;
}
