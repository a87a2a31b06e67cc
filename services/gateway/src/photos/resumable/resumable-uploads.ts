import {
  errorBodySchema,
  FINISHED_UPLOAD_PHOTO_HEADER,
  MAX_UPLOAD_BYTES,
  RESUMABLE_UPLOAD_EXTENSIONS,
  RESUMABLE_UPLOAD_PATH,
  releaseQuotaRpc,
  reserveQuotaRpc,
  IDEMPOTENCY_KEY_PATTERN,
  type ErrorBody,
  type Photo,
} from '@lumafolio/contracts';
import { IntakeRefusedError, OVER_QUOTA, PhotoIntake } from '@lumafolio/photo-intake';
import { InjectLogger, InjectStorage, RpcCallError, RpcClient, type Logger } from '@lumafolio/server-common';
import { MediaContentCheck } from '../media-content-check.js';
import type { ObjectStorage } from '@lumafolio/storage';
import { ERRORS, EVENTS, Metadata, Server, TUS_RESUMABLE, type ServerOptions, type Upload } from '@tus/server';
import { HttpException, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { GatewayConfig } from '../../config.js';
import { toErrorBody } from '../../http/error-response.js';
import { FinishedUploads, type FinishedUpload } from './finished-uploads.js';
import { ResumableUploadStore, uploadKeyOf, urlIdOf } from './resumable-upload-store.js';
import { UnfinishedUploads } from './unfinished-uploads.js';
import { UploadCreationKeys } from './upload-creation-keys.js';
import { fieldsOfMetadata, refusal, type TusRefusal } from './upload-metadata.js';

const CONTEXT = Symbol('resumableUploadContext');
interface RequestContext {
  userId: string;
  requestId: string;
}
type OwnedRequest = IncomingMessage & { [CONTEXT]?: RequestContext };
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

const NOT_FOUND = refusal(404, 'This upload does not exist, or has expired.');
const BEING_CREATED = 'This upload is being created: try again in a moment.';
const KEY_OF_ANOTHER_FILE = 'This idempotency key names another file of yours: give each file its own key.';
const ALREADY_COMPLETE = 'This upload is complete: ask with HEAD which photo it became.';
const FILE_TOO_LARGE = 'File too large: the maximum file size is 25MB.';
const TUS_RESUMABLE_REQUIRED = `Tus-Resumable Required: send \`Tus-Resumable: ${TUS_RESUMABLE}\` with every request but OPTIONS.`;

/** The library's refusals of what we do not support, in words a client's developer acts on. */
const UNSUPPORTED = new Map<unknown, string>([
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, 'Concatenation (Upload-Concat) is not supported here: send the file as one upload.'],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION, 'Uploads of unknown length are not supported here: send Upload-Length when creating the upload.'],
]);

/**
 * Resumable photo uploads (tus 1.0, ADR 40): the bytes collect in the bucket (any gateway
 * continues any upload), a PATCH at a time, and the finished file then takes the same way in as the multipart
 * route (PhotoIntake: quota, content check, document, jobs). Each upload belongs to the
 * session user who created it; anyone else gets a 404. Unfinished uploads expire.
 */
@Injectable()
export class ResumableUploads implements OnModuleDestroy {
  private readonly store: ResumableUploadStore;
  private readonly server: Server;
  private readonly intake: PhotoIntake;
  private readonly cleanup: NodeJS.Timeout;
  /** How long an unfinished upload lasts: its quota reservation lasts as long. */
  private readonly expiryMs: number;

  constructor(
    config: GatewayConfig,
    private readonly finished: FinishedUploads,
    private readonly unfinished: UnfinishedUploads,
    private readonly creationKeys: UploadCreationKeys,
    private readonly rpc: RpcClient,
    @InjectStorage() storage: ObjectStorage,
    @InjectLogger() private readonly logger: Logger,
    checkContent: MediaContentCheck,
  ) {
    this.intake = new PhotoIntake({ rpc, storage, logger, checkContent });
    this.expiryMs = config.RESUMABLE_UPLOAD_EXPIRY_S * 1000;
    this.store = new ResumableUploadStore(config, config.RESUMABLE_UPLOAD_EXPIRY_S);
    this.store.extensions = [...RESUMABLE_UPLOAD_EXTENSIONS];
    this.server = new Server({
      path: RESUMABLE_UPLOAD_PATH,
      datastore: this.store,
      maxSize: MAX_UPLOAD_BYTES,
      relativeLocation: true,
      namingFunction: () => uploadKeyOf(randomBytes(16).toString('hex')) ?? '',
      generateUrl: (_request, { path, id }) => `${path}/${urlIdOf(id)}`,
      getFileIdFromRequest: (_request, lastPath) => uploadKeyOf(lastPath),
      allowedOrigins: [config.PUBLIC_URL],
      onIncomingRequest: (request, id) => this.checkOwner(request, id),
      onUploadCreate: async (request, upload) => ({ metadata: await this.admit(request, upload) }),
      onUploadFinish: (request, upload) => this.finish(request, upload),
      onResponseError: (request, error) => this.answerError(request, error),
    });
    // After the answer is written: the library still reads the upload while it answers (a
    // creation that carried the whole file, too), and the photo is remembered by then.
    this.server.on(EVENTS.POST_FINISH, (request: TusRequest, _response: unknown, upload: Upload) => void this.removeCollected(request, upload.id));
    this.server.on(EVENTS.POST_TERMINATE, (request: TusRequest, _response: unknown, id: string) => void this.stopCounting(request, id));
    this.cleanup = setInterval(() => void this.removeExpired(), config.RESUMABLE_UPLOAD_CLEANUP_S * 1000);
    this.cleanup.unref();
  }

  /** Serves one tus request (POST, HEAD, PATCH, DELETE) for `userId`, on the raw Node request and response. */
  async handle(context: RequestContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const otherVersion = request.headers['tus-resumable'];
    if (otherVersion !== undefined && otherVersion !== TUS_RESUMABLE) {
      return sendNodeResponse(
        response,
        errorAnswer(412, TUS_RESUMABLE_REQUIRED, context.requestId, new Headers({ 'Tus-Resumable': TUS_RESUMABLE, 'Tus-Version': TUS_RESUMABLE })),
      );
    }
    if (request.method === 'HEAD' || request.method === 'PATCH') {
      const finished = await this.finished.find(uploadKeyOf(uploadIdOf(request)) ?? '', context.userId);
      // A PATCH after the end (its creation was answered again): 409, which a tus client answers with HEAD.
      if (finished && request.method === 'HEAD') return answerFinished(response, finished);
      if (finished) return sendNodeResponse(response, errorAnswer(409, ALREADY_COMPLETE, context.requestId, offsetHeaders(finished.size)));
    }
    (request as OwnedRequest)[CONTEXT] = context;
    const idempotencyKey = request.method === 'POST' ? idempotencyKeyOfCreation(request) : null;
    if (idempotencyKey) return this.createOnce(context, idempotencyKey, request, response);
    await this.serve(request, response, context.requestId);
  }

  /**
   * A creation with an idempotency key: the first makes the upload, one sent again (its answer
   * was lost) is answered with the upload the first made, so no second upload holds the quota.
   */
  private async createOnce(context: RequestContext, idempotencyKey: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { userId, requestId } = context;
    const claim = await this.creationKeys.claim(userId, idempotencyKey, requestId);
    if (claim.kind === 'creating') {
      const headers = new Headers({ 'Tus-Resumable': TUS_RESUMABLE, 'Retry-After': '1' });
      return sendNodeResponse(response, errorAnswer(423, BEING_CREATED, requestId, headers));
    }
    if (claim.kind === 'created') {
      const size = await this.sizeOfExisting(claim.uploadId, userId);
      if (size !== null && size !== declaredLength(request)) return sendNodeResponse(response, errorAnswer(409, KEY_OF_ANOTHER_FILE, requestId));
      if (size !== null) return answerCreated(response, claim.uploadId);
      await this.creationKeys.reclaim(userId, idempotencyKey, requestId);
    }
    try {
      await this.serve(request, response, requestId);
    } finally {
      if (response.statusCode >= 400) await this.creationKeys.release(userId, idempotencyKey, requestId);
    }
  }

  /** The declared length of `userId`'s upload `uploadId`, unfinished or lately finished; null when it is gone. */
  private async sizeOfExisting(uploadId: string, userId: string): Promise<number | null> {
    const finished = await this.finished.find(uploadId, userId);
    if (finished) return finished.size;
    const upload = await this.store.getUpload(uploadId).catch(() => null);
    if (!upload || upload.metadata?.owner !== userId) return null;
    const expired = upload.creation_date !== undefined && Date.parse(upload.creation_date) + this.expiryMs <= Date.now();
    return expired ? null : (upload.size ?? null);
  }

  /** Discovery (`OPTIONS`): the protocol version, extensions and largest upload; anyone may ask. */
  discover(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    return this.serve(request, response, requestId);
  }

  /** Removes unfinished uploads past their expiry; returns how many. */
  async removeExpired(): Promise<number> {
    try {
      return await this.server.cleanUpExpiredUploads();
    } catch (error) {
      this.logger.warn({ err: error }, 'could not remove expired resumable uploads');
      return 0;
    }
  }

  /** The library's answer, its refusals in the API's JSON error body (it writes some as plain text, before any hook). */
  private async serve(request: IncomingMessage, response: ServerResponse, requestId: string): Promise<void> {
    const answer = await this.server.handleWeb(new NodeRequest({ req: request, res: response }));
    if (answer.status < 400) return sendNodeResponse(response, answer);
    const text = await answer.text();
    const refusalBody = parsedErrorBody(text);
    const headers = new Headers(answer.headers);
    if (answer.status === 412) headers.set('Tus-Version', TUS_RESUMABLE);
    if (refusalBody) return sendNodeResponse(response, jsonAnswer(answer.status, refusalBody, headers));
    // The library's own plain-text refusals: a missing Tus-Resumable (412), headers it cannot read (400, "Invalid upload-length").
    const message = answer.status === 412 ? TUS_RESUMABLE_REQUIRED : `${text.trim() || 'The request could not be read'}.`;
    return sendNodeResponse(response, errorAnswer(answer.status, message, requestId, headers));
  }

  onModuleDestroy(): void {
    clearInterval(this.cleanup);
  }

  /**
   * The creation: the fields and the type are checked before any byte is sent, the upload is
   * counted as the user's, and its declared length is reserved against the quota until it
   * is finished (its intake takes the reservation over), cancelled or expired: unfinished
   * uploads never hold more than the quota leaves.
   */
  private async admit(request: TusRequest, upload: Upload): Promise<Record<string, string | null>> {
    const userId = ownerOf(request);
    fieldsOfMetadata(upload.metadata);
    await this.unfinished.add(userId, upload.id);
    if (upload.size !== undefined && upload.size > 0) {
      try {
        await this.reserve(userId, upload.id, upload.size);
      } catch (error) {
        await this.unfinished.remove(userId, upload.id);
        throw error;
      }
    }
    const idempotencyKey = upload.metadata?.idempotencyKey;
    if (idempotencyKey) await this.creationKeys.record(userId, idempotencyKey, upload.id);
    return { ...upload.metadata, owner: userId };
  }

  /** Holds the upload's declared length against the quota until it is finished, cancelled or expired (refused at once when it does not fit). */
  private async reserve(userId: string, uploadId: string, bytes: number): Promise<void> {
    try {
      await this.rpc.call(reserveQuotaRpc, { userId, reservationId: uploadId, bytes, expiresInMs: this.expiryMs });
    } catch (error) {
      if (error instanceof RpcCallError && error.status === 413) throw refusal(413, OVER_QUOTA);
      throw error;
    }
  }

  private async checkOwner(request: TusRequest, id: string): Promise<void> {
    if (request.method === 'POST') return;
    const upload = await this.store.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.owner !== ownerOf(request)) throw NOT_FOUND;
  }

  /**
   * The last PATCH (or a creation that carried the whole file): the file goes through
   * PhotoIntake and the new photo is the answer; the collected bytes are removed either way.
   */
  private async finish(request: TusRequest, upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const userId = ownerOf(request);
    try {
      const fields = fieldsOfMetadata(upload.metadata);
      const photo: Photo = await this.intake.ingest({
        userId,
        origin: 'upload',
        body: await this.store.read(upload.id),
        expectedBytes: upload.size,
        fields,
        reservationId: upload.id,
      });
      await this.finished
        .remember(upload.id, userId, { photoId: photo.id, size: upload.size ?? upload.offset })
        .catch((error: unknown) => this.logger.warn({ err: error, uploadId: upload.id }, 'could not remember a finished resumable upload'));
      return { status_code: 201, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(photo) };
    } catch (error) {
      await this.removeCollected(request, upload.id);
      if (error instanceof IntakeRefusedError) throw refusal(error.status, error.message);
      throw error;
    }
  }

  private async removeCollected(request: TusRequest, uploadId: string): Promise<void> {
    await this.stopCounting(request, uploadId);
    await this.store.remove(uploadId).catch((error: unknown) => this.logger.warn({ err: error, uploadId }, 'could not remove a finished resumable upload'));
  }

  /** The upload is over (finished, refused or cancelled): no longer counted, its quota reservation given back (an intake took it over already when it finished). */
  private async stopCounting(request: TusRequest, uploadId: string): Promise<void> {
    const owner = contextOf(request)?.userId;
    if (!owner) return;
    await this.unfinished
      .remove(owner, uploadId)
      .catch((error: unknown) => this.logger.warn({ err: error, uploadId }, 'could not stop counting a resumable upload as unfinished'));
    await this.rpc
      .call(releaseQuotaRpc, { userId: owner, reservationId: uploadId })
      .catch((error: unknown) => this.logger.warn({ err: error, uploadId }, 'quota reservation not released; it expires with the upload'));
  }

  /** Every refusal in the API's error body; the tus server's own terse messages made readable. */
  private answerError(request: TusRequest, error: Error | TusRefusal): TusRefusal {
    const requestId = contextOf(request)?.requestId;
    const unsupported = UNSUPPORTED.get(error);
    const tusRefusal = !(error instanceof Error) && typeof error.status_code === 'number' && error.status_code < 500;
    const body = unsupported
      ? toErrorBody(new HttpException(unsupported, 501), requestId)
      : tusRefusal
        ? toErrorBody(
            new HttpException(error.status_code === 413 && error.body.startsWith('Maximum size') ? FILE_TOO_LARGE : error.body.trim(), error.status_code),
            requestId,
          )
        : toErrorBody(error, requestId);
    if (body.unexpected) this.logger.error({ err: error }, 'a resumable upload failed');
    const { unexpected: _unexpected, ...answer } = body;
    return { status_code: answer.statusCode, body: JSON.stringify(answer) };
  }
}

const contextOf = (request: TusRequest): RequestContext | undefined => (request.runtime?.node?.req as OwnedRequest | undefined)?.[CONTEXT];

function ownerOf(request: TusRequest): string {
  const owner = contextOf(request)?.userId;
  // The controller sets it behind the session guard: its absence is a wiring mistake, never a guest.
  if (!owner) throw new Error('a resumable upload request reached tus without its session user');
  return owner;
}

/** The `idempotencyKey` a creation's metadata names, when it is one; anything else is left to the metadata's own check. */
function idempotencyKeyOfCreation(request: IncomingMessage): string | null {
  const header = request.headers['upload-metadata'];
  if (typeof header !== 'string') return null;
  try {
    const key = Metadata.parse(header).idempotencyKey;
    return key && IDEMPOTENCY_KEY_PATTERN.test(key) ? key : null;
  } catch {
    return null;
  }
}

const declaredLength = (request: IncomingMessage): number => Number(request.headers['upload-length']);

const offsetHeaders = (size: number) => new Headers({ 'Tus-Resumable': TUS_RESUMABLE, 'Upload-Offset': String(size), 'Upload-Length': String(size) });

/** A creation sent again: the upload the first one made, as its creation answered. */
function answerCreated(response: ServerResponse, uploadId: string): void {
  response.writeHead(201, { 'Tus-Resumable': TUS_RESUMABLE, Location: `${RESUMABLE_UPLOAD_PATH}/${urlIdOf(uploadId)}`, 'Cache-Control': 'no-store' });
  response.end();
}

/** The last segment of `${RESUMABLE_UPLOAD_PATH}/{id}`. */
const uploadIdOf = (request: IncomingMessage): string => (request.url ?? '').split('?')[0]?.split('/').pop() ?? '';

function parsedErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function jsonAnswer(status: number, body: ErrorBody, headers: Headers): Response {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.delete('Content-Length');
  return new Response(JSON.stringify(body), { status, headers });
}

function errorAnswer(status: number, message: string, requestId: string, headers = new Headers()): Response {
  const { unexpected: _unexpected, ...body } = toErrorBody(new HttpException(message, status), requestId);
  return jsonAnswer(status, body, headers);
}

/** A finished upload's `HEAD`: complete, and which photo it became (the upload's bytes are gone by then). */
function answerFinished(response: ServerResponse, { photoId, size }: FinishedUpload): void {
  response.writeHead(200, {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': String(size),
    'Upload-Length': String(size),
    [FINISHED_UPLOAD_PHOTO_HEADER]: photoId,
    'Cache-Control': 'no-store',
  });
  response.end();
}
