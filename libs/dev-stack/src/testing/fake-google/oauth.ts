import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, redirect, sendHtml, sendJson, sendOAuthError } from './http.ts';
import { type ApprovedRequest, KNOWN_SCOPES, type OAuthStore, PICKER_SCOPE } from './oauth-store.ts';
import { authorizationErrorPage, consentPage } from './pages.ts';

export const AUTHORIZE_PATH = '/o/oauth2/v2/auth';
export const DECISION_PATH = `${AUTHORIZE_PATH}/decision`;

export interface OAuthDeps {
  clientId: string;
  clientSecret: string;
  store: OAuthStore;
  /** Called with the grant a /revoke ended. */
  onRevoked: (grantId: string) => void;
}

type Checked =
  | { kind: 'ok'; request: ApprovedRequest; state: string | null }
  | { kind: 'page'; status: number; error: string; description: string }
  | { kind: 'redirect'; redirectUri: string; state: string | null; error: string };

/** Google's checks of an authorization request: errors it cannot trust the redirect URI with become a page. */
function checkAuthorization(params: URLSearchParams, clientId: string): Checked {
  const page = (status: number, error: string, description: string): Checked => ({ kind: 'page', status, error, description });
  const givenClient = params.get('client_id');
  if (!givenClient) return page(400, 'invalid_request', 'Missing required parameter: client_id');
  if (givenClient !== clientId) return page(401, 'invalid_client', 'The OAuth client was not found.');
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri) return page(400, 'invalid_request', 'Missing required parameter: redirect_uri');
  if (!/^https?:\/\/[^/]/i.test(redirectUri) || !URL.canParse(redirectUri)) return page(400, 'redirect_uri_mismatch', `Invalid redirect_uri: ${redirectUri}`);
  const state = params.get('state');
  const back = (error: string): Checked => ({ kind: 'redirect', redirectUri, state, error });
  const responseType = params.get('response_type');
  if (!responseType) return back('invalid_request');
  if (responseType !== 'code') return back('unsupported_response_type');
  const scopes = (params.get('scope') ?? '').split(/[\s+]+/).filter(Boolean);
  if (scopes.length === 0) return back('invalid_request');
  if (!scopes.includes(PICKER_SCOPE) || scopes.some((scope) => !KNOWN_SCOPES.has(scope))) return back('invalid_scope');
  const accessType = params.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') return back('invalid_request');
  const codeChallenge = params.get('code_challenge') ?? undefined;
  const method = params.get('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
  if ((method && !codeChallenge) || (method && method !== 'S256' && method !== 'plain')) return back('invalid_request');
  const request: ApprovedRequest = { clientId, redirectUri, scope: [...new Set(scopes)].join(' '), offline: accessType === 'offline' };
  if (codeChallenge && method) Object.assign(request, { codeChallenge, codeChallengeMethod: method });
  return { kind: 'ok', request, state };
}

function redirectBack(res: ServerResponse, redirectUri: string, values: Record<string, string | null>): void {
  const target = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) if (value !== null) target.searchParams.set(name, value);
  redirect(res, target.toString());
}

function answerProblem(res: ServerResponse, checked: Exclude<Checked, { kind: 'ok' }>): void {
  if (checked.kind === 'page') sendHtml(res, checked.status, authorizationErrorPage(checked.status, checked.error, checked.description));
  else redirectBack(res, checked.redirectUri, { error: checked.error, state: checked.state });
}

/** GET /o/oauth2/v2/auth: the consent screen. */
export function handleAuthorize(res: ServerResponse, query: URLSearchParams, deps: OAuthDeps): void {
  const checked = checkAuthorization(query, deps.clientId);
  if (checked.kind !== 'ok') return answerProblem(res, checked);
  sendHtml(res, 200, consentPage(query, DECISION_PATH));
}

/** The consent screen's Allow / Cancel (a form POST; GET with the same parameters works too). */
export async function handleDecision(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, deps: OAuthDeps): Promise<void> {
  const params = req.method === 'POST' ? await readForm(req) : query;
  const checked = checkAuthorization(params, deps.clientId);
  if (checked.kind !== 'ok') return answerProblem(res, checked);
  const { request, state } = checked;
  const decision = params.get('decision');
  if (decision === 'deny') return redirectBack(res, request.redirectUri, { error: 'access_denied', state });
  if (decision !== 'allow') return sendHtml(res, 400, authorizationErrorPage(400, 'invalid_request', 'Choose Allow or Cancel.'));
  const code = deps.store.issueCode(request);
  redirectBack(res, request.redirectUri, { state, code, scope: request.scope, authuser: '0', prompt: 'consent' });
}

/** The client credentials of a token request: HTTP Basic, or client_id and client_secret in the body. */
function clientCredentialsOf(req: IncomingMessage, params: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (basic?.[1]) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
  }
  return { id: params.get('client_id'), secret: params.get('client_secret') };
}

/** POST /token: authorization_code and refresh_token grants. */
export async function handleToken(req: IncomingMessage, res: ServerResponse, deps: OAuthDeps): Promise<void> {
  const params = await readForm(req);
  const client = clientCredentialsOf(req, params);
  if (!client.id) return sendOAuthError(res, 400, 'invalid_request', 'Could not determine client ID from request.');
  if (client.id !== deps.clientId) return sendOAuthError(res, 401, 'invalid_client', 'The OAuth client was not found.');
  if (!client.secret) return sendOAuthError(res, 400, 'invalid_request', 'client_secret is missing.');
  if (client.secret !== deps.clientSecret) return sendOAuthError(res, 401, 'invalid_client', 'Unauthorized');
  const grantType = params.get('grant_type');
  if (!grantType) return sendOAuthError(res, 400, 'invalid_request', 'Missing required parameter: grant_type');
  let outcome;
  if (grantType === 'authorization_code') outcome = deps.store.exchangeCode(client.id, params);
  else if (grantType === 'refresh_token') outcome = deps.store.refresh(client.id, params);
  else return sendOAuthError(res, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
  if (outcome.ok) sendJson(res, 200, outcome.body);
  else sendOAuthError(res, outcome.status, outcome.error, outcome.description);
}

/** POST /revoke: `token` in the form body or the query. */
export async function handleRevoke(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, deps: OAuthDeps): Promise<void> {
  const token = (await readForm(req)).get('token') ?? query.get('token');
  if (!token) return sendOAuthError(res, 400, 'invalid_request', 'Bad Request');
  const grantId = deps.store.revoke(token);
  if (!grantId) return sendOAuthError(res, 400, 'invalid_token', 'Token expired or revoked');
  deps.onRevoked(grantId);
  sendJson(res, 200, {});
}
