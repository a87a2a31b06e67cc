import { Injectable } from '@nestjs/common';
import {
  GOOGLE_CONNECT_ERRORS,
  type GoogleConnectError,
  type GooglePhotosConnection,
  type RpcResponse,
  type googlePhotosCallbackRpc,
} from '@lumafolio/contracts';
import { GoogleConnectionRepository } from '@lumafolio/dal';
import { GoogleApiError, GoogleGrantRefusedError } from '@lumafolio/google-photos';
import { InjectLogger, type Logger } from '@lumafolio/server-common';
import { ConsentStates } from './consent-states.js';
import { GoogleSetup, type GoogleClients } from './google-clients.js';
import { googleUnavailable, notEnabled } from './google-photos-errors.js';

type CallbackOutcome = RpcResponse<typeof googlePhotosCallbackRpc>;

export interface CallbackRequest {
  userId: string | null;
  redirectUri: string;
  state: string | null;
  code: string | null;
  error: string | null;
}

/** Connecting a photographer's Google account: consent, the callback's code exchange, disconnecting. */
@Injectable()
export class GoogleConnectionService {
  constructor(
    private readonly connections: GoogleConnectionRepository,
    private readonly consents: ConsentStates,
    setup: GoogleSetup,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.google = setup.clients;
  }

  private readonly google: GoogleClients | null;

  async status(userId: string): Promise<GooglePhotosConnection> {
    const connection = await this.connections.find(userId);
    return {
      enabled: this.google !== null,
      connected: connection !== null && !connection.needsReconnect,
      needsReconnect: connection?.needsReconnect ?? false,
      connectedAt: connection?.connectedAt.toISOString() ?? null,
    };
  }

  async consentUrl(userId: string, redirectUri: string): Promise<string> {
    if (!this.google) throw notEnabled();
    const oauth = this.google.oauthFor(redirectUri);
    const { codeVerifier, codeChallenge } = await oauth.newPkce();
    const state = await this.consents.begin({ userId, codeVerifier, redirectUri });
    return oauth.authorizeUrl({ state, codeChallenge });
  }

  /** Every way back from Google ends in an outcome the album page can show (spec 02 §8). */
  async callback(request: CallbackRequest): Promise<CallbackOutcome> {
    if (!this.google) return { error: 'not_enabled' };
    const consent = request.state ? await this.consents.take(request.state) : null;
    if (request.error) return { error: googleErrorValue(request.error) };
    if (!request.state || !request.code) return { error: 'invalid_request' };
    if (!consent || !request.userId) return { error: 'session_expired' };
    if (consent.userId !== request.userId || consent.redirectUri !== request.redirectUri) return { error: 'invalid_request' };
    try {
      const grant = await this.google.oauthFor(consent.redirectUri).exchangeCode(request.code, consent.codeVerifier);
      await this.connections.connect(request.userId, this.google.tokens.seal(request.userId, grant));
      return { connected: true };
    } catch (error) {
      if (!(error instanceof GoogleGrantRefusedError || error instanceof GoogleApiError)) throw error;
      this.logger.warn({ err: error, userId: request.userId }, 'Google refused the authorization code');
      return { error: 'token_error' };
    }
  }

  /** Revokes the grant at Google first: a connection is only forgotten once Google has let go of it. */
  async disconnect(userId: string): Promise<void> {
    const grant = this.google ? await this.google.tokens.grantOf(userId) : null;
    if (grant && this.google) {
      try {
        await this.google.oauth.revoke(grant.refreshToken);
      } catch (error) {
        this.logger.warn({ err: error, userId }, 'Google did not revoke the grant');
        throw googleUnavailable();
      }
    }
    await this.connections.remove(userId);
  }
}

/** Google's own error values keep their meaning where the spec names them; the rest read as a failure. */
function googleErrorValue(error: string): GoogleConnectError {
  return (GOOGLE_CONNECT_ERRORS as readonly string[]).includes(error) ? (error as GoogleConnectError) : 'failed';
}
