import {
  beginIntakeRpc,
  MAX_UPLOAD_BYTES,
  type Photo,
  type PhotoIntakeOrigin,
  type PhotoSource,
  type RpcDefinition,
  type RpcRequest,
  type RpcResponse,
  type UploadPhotoFields,
} from '@lumafolio/contracts';
import type { ObjectStorage } from '@lumafolio/storage';
import type { PhotoContentCheck } from './content-check.js';
import { IntakeMemory } from './intake-memory.js';
import { OpenIntake, type IncomingPhoto } from './open-intake.js';

/** What the intake needs of an RPC client (the server-common RpcClient is one). */
export interface IntakeRpc {
  call<D extends RpcDefinition>(definition: D, payload: RpcRequest<D>): Promise<RpcResponse<D>>;
}

export interface IntakeLogger {
  error(details: object, message: string): void;
}

export interface IntakeDeps {
  rpc: IntakeRpc;
  storage: ObjectStorage;
  memory: IntakeMemory;
  /** Whether the stored bytes are a photo we take. */
  checkContent: PhotoContentCheck;
  logger?: IntakeLogger;
}

export interface IngestRequest {
  userId: string;
  origin: PhotoIntakeOrigin;
  body: IncomingPhoto;
  /** The byte count when known (it bounds the quota held); otherwise the 25 MB limit is held. */
  expectedBytes?: number;
  fields: UploadPhotoFields;
  /** An import's item: media makes it at most one photo (a second import answers the first photo). */
  source?: PhotoSource | undefined;
  /** The quota reservation this intake takes over (a finished resumable upload's). */
  reservationId?: string | undefined;
}

/**
 * The client side of the media service's one way in for photos, for any process that
 * holds a photo's bytes: media decides the key, holds the quota, writes the document and
 * queues the jobs; the bytes go straight to storage (never over NATS) and are checked as
 * they pass, so nothing is read back.
 */
export class PhotoIntake {
  private readonly deps: IntakeDeps;

  constructor(deps: Omit<IntakeDeps, 'memory'> & Partial<Pick<IntakeDeps, 'memory'>>) {
    this.deps = { memory: new IntakeMemory(), ...deps };
  }

  /** Holds the quota and opens the intake; a full quota is an RpcCallError with status 413. */
  async begin(request: {
    userId: string;
    origin: PhotoIntakeOrigin;
    expectedBytes?: number | undefined;
    reservationId?: string | undefined;
  }): Promise<OpenIntake> {
    const expected = request.expectedBytes;
    const expectedBytes = expected !== undefined && Number.isSafeInteger(expected) && expected > 0 ? Math.min(expected, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
    const reservation = request.reservationId === undefined ? {} : { reservationId: request.reservationId };
    const begun = await this.deps.rpc.call(beginIntakeRpc, { userId: request.userId, expectedBytes, origin: request.origin, ...reservation });
    return new OpenIntake(this.deps, request.userId, begun);
  }

  /** Runs `work` on an open intake and aborts it when `work` throws: a refused photo leaves nothing behind. */
  async guard<T>(intake: OpenIntake, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await intake.abort();
      throw error;
    }
  }

  /** The whole way in at once, for producers that hold the bytes and the fields together (imports, bulk uploads). */
  async ingest(request: IngestRequest): Promise<Photo> {
    const intake = await this.begin(request);
    return this.guard(intake, async () => {
      await intake.store(request.body);
      return intake.complete(request.fields, request.source);
    });
  }
}
