import {
  HttpCode,
  NotFoundException,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UseGuards,
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  type Type,
} from '@nestjs/common';
import { PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard.js';
import { SessionGuard } from '../auth/session.guard.js';
import type { ApiRoute } from '../openapi/api-route.js';
import { pathParamNames } from '../openapi/openapi-document.js';

/**
 * One HTTP route's contract, declared once beside its handler (ADR 54): the route Nest maps
 * (`method`, `path` written in full, `status`), its guard (`access`), what `@RouteInput()`
 * validates (`params`, `query`, a JSON `body`) and what the OpenAPI document says of it
 * (everything, see ApiRoute).
 */
export interface HttpRouteContract extends ApiRoute {
  /**
   * Path parameters answered as an unknown address when they do not fit their schema:
   * name → the 404's message (or how to write it from the value given and the request's
   * URL). Any other input that does not fit is a 400 with the schema's message (the shared
   * error body).
   */
  notFoundWhenMalformed?: Readonly<Record<string, string | ((value: string, url: string) => string)>>;
}

/** A route's contract, its schemas' types kept for `RouteInput<typeof contract>`. */
export const defineHttpRoute = <const R extends HttpRouteContract>(route: R): R => route;

const HTTP_ROUTE = 'lumafolio:http-route';

const GUARDS: Record<HttpRouteContract['access'], Type[]> = {
  anonymous: [],
  'optional-session': [],
  session: [SessionGuard],
  admin: [SessionGuard, AdminGuard],
};

/**
 * Maps the method as its contract says: Nest's route (method and full path: the
 * controller is `@Controller()` without a prefix), its success status, the guard its
 * access needs, and the contract itself for `@RouteInput()` and the OpenAPI document.
 */
export function HttpRoute(route: HttpRouteContract): MethodDecorator {
  const guards = GUARDS[route.access];
  return applyDecorators(
    SetMetadata(HTTP_ROUTE, route),
    RequestMapping({ path: route.path, method: RequestMethod[route.method] }),
    HttpCode(route.status),
    ...(guards.length ? [UseGuards(...guards)] : []),
  );
}

/** The contract `@HttpRoute` gave a handler; undefined for a route still mapped by hand. */
export function httpRouteOf(handler: unknown): HttpRouteContract | undefined {
  return typeof handler === 'function' ? (Reflect.getMetadata(HTTP_ROUTE, handler) as HttpRouteContract | undefined) : undefined;
}

/**
 * The contracts of these controllers' routes, controller by controller, in the order their
 * methods are written. A controller with a path prefix is refused: a contract's path is the
 * whole path, as the document and the client see it.
 */
export function httpRoutesOf(...controllers: Type[]): HttpRouteContract[] {
  return controllers.flatMap((controller) => {
    const prefix = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat();
    if (prefix.some((path) => path !== undefined && path !== '/' && path !== ''))
      throw new Error(`${controller.name} has the path prefix ${String(prefix)}: routes with an @HttpRoute contract sit on @Controller() without one`);
    return Object.getOwnPropertyNames(controller.prototype).flatMap((name) => {
      const route = httpRouteOf(Object.getOwnPropertyDescriptor(controller.prototype, name)?.value);
      return route ? [route] : [];
    });
  });
}

/** The `:name` parameters of a path written as a literal, e.g. `'/api/admin/users/:userId/role'` → `'userId'`. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** Parsed with the contract's schemas; a path parameter without one is the string as it came. */
type ParamsOf<R> = R extends { params: infer P extends z.ZodObject }
  ? z.output<P>
  : R extends { path: infer P extends string }
    ? string extends P
      ? Record<string, string>
      : Record<PathParamNames<P>, string>
    : Record<string, string>;
type QueryOf<R> = R extends { query: infer Q extends z.ZodObject } ? z.output<Q> : undefined;
type BodyOf<R> = R extends { body: { kind: 'json'; schema: infer S extends z.ZodType } } ? z.output<S> : undefined;

/** What `@RouteInput()` hands the handler: the path parameters, the query and the JSON body, each parsed with its contract's schema. */
export interface RouteInput<R extends HttpRouteContract> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

/**
 * A request's inputs parsed with its route's schemas: the path parameters one by one in
 * path order (each with its own schema, so its error reads as the parameter's), then the
 * query, then a JSON body (absent: `{}`). Multipart, binary and beacon bodies are left to
 * their handlers, which read them from the request.
 */
export function parseRouteInput(
  route: HttpRouteContract,
  request: { params?: unknown; query?: unknown; body?: unknown; url?: string },
): RouteInput<HttpRouteContract> {
  const raw = (request.params ?? {}) as Record<string, string>;
  const params: Record<string, unknown> = { ...raw };
  const shape = (route.params?.shape ?? {}) as Record<string, z.ZodType>;
  for (const name of pathParamNames(route.path)) {
    const schema = shape[name];
    if (!schema) continue;
    const parsed = schema.safeParse(raw[name]);
    if (parsed.success) params[name] = parsed.data;
    else {
      const notFound = route.notFoundWhenMalformed?.[name];
      if (notFound === undefined) throw parsed.error;
      throw new NotFoundException(typeof notFound === 'function' ? notFound(String(raw[name]), request.url ?? '') : notFound);
    }
  }
  return {
    params,
    query: route.query ? route.query.parse(request.query ?? {}) : undefined,
    body: route.body?.kind === 'json' ? route.body.schema.parse(request.body ?? {}) : undefined,
  } as RouteInput<HttpRouteContract>;
}

function readRouteInput(_data: unknown, context: ExecutionContext): RouteInput<HttpRouteContract> {
  const route = httpRouteOf(context.getHandler());
  if (!route) throw new Error(`@RouteInput() on ${context.getClass().name}.${context.getHandler().name}, which has no @HttpRoute contract`);
  return parseRouteInput(route, context.switchToHttp().getRequest());
}

/**
 * The handler's inputs, validated with its `@HttpRoute` contract (a ZodError is the
 * shared 400 error body, see toErrorBody). Type it `RouteInput<typeof contract>`.
 */
export const RouteInput = createParamDecorator(readRouteInput);

/** Whether a controller's method takes its inputs from `@RouteInput()` (the route's test checks it). */
export function readsRouteInput(controller: Type, method: string): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { factory?: unknown }>;
  return Object.values(args).some((arg) => arg.factory === readRouteInput);
}
