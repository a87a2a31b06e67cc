import type { z } from 'zod';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call a route: anyone; anyone, answering differently when signed in; a signed-in
 * user (401 otherwise); an administrator (401 signed out, 403 to anyone else).
 */
export type Access = 'anonymous' | 'optional-session' | 'session' | 'admin';

/** What a route answers with. */
export type Answer =
  | { kind: 'json'; schema: z.ZodType; description: string }
  /** No body; `headers` are the answer's own headers that matter (name → what it says). */
  | { kind: 'empty'; description: string; headers?: Readonly<Record<string, string>> }
  | { kind: 'image'; contentTypes: readonly string[]; description: string }
  | { kind: 'file'; description: string }
  | { kind: 'event-stream'; events: Readonly<Record<string, z.ZodType>>; description: string }
  | { kind: 'redirect'; description: string }
  | { kind: 'html'; description: string }
  | { kind: 'text'; contentType: 'text/plain' | 'application/xml'; description: string }
  | { kind: 'json-or-html'; schema: z.ZodType; description: string };

/** What a route reads from its body. */
export type RequestBody =
  | { kind: 'json'; schema: z.ZodType }
  /** multipart/form-data: text fields (strings on the wire) and the named file parts. */
  | { kind: 'multipart'; fields: z.ZodObject; files: Readonly<Record<string, { required: boolean; description: string }>> }
  /** `navigator.sendBeacon`: JSON sent as text/plain or application/json, without the X-Requested-With header. */
  | { kind: 'beacon'; schema: z.ZodType }
  /** Raw bytes of one content type (a resumable upload's PATCH). */
  | { kind: 'binary'; contentType: string; description: string };

/**
 * One route of the gateway, as the OpenAPI document describes it. `path` is written the
 * way Nest registers it (`/api/user/photos/:id`), so it can be compared with the routes
 * the server actually has.
 */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /** The path parameters' schemas; a parameter not named here is any string. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: RequestBody;
  /** The success status and its answer. */
  status: number;
  answer: Answer;
  /** Other answers besides the error bodies every route may give (e.g. 503 from /readyz). */
  otherAnswers?: Readonly<Record<number, Answer>>;
  /** Error statuses this route gives besides those its access and inputs imply (which are added). */
  errors?: readonly number[];
  /** Limited per user or per address: 429 with Retry-After. */
  rateLimited?: boolean;
  /** A visitor answer with an ETag: a matching If-None-Match gets 304. */
  revalidated?: boolean;
  /** Left out of the signed-in fuzz run: it never ends (an event stream), or ends or replaces the run's own session or account. */
  notFuzzedSignedIn?: string;
}

export const json = (schema: z.ZodType, description: string): Answer => ({ kind: 'json', schema, description });
export const empty = (description: string, headers?: Readonly<Record<string, string>>): Answer => ({
  kind: 'empty',
  description,
  ...(headers ? { headers } : {}),
});
export const redirect = (description: string): Answer => ({ kind: 'redirect', description });
export const webpImage = (description: string): Answer => ({ kind: 'image', contentTypes: ['image/webp'], description });
