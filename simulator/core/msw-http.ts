/**
 * msw's `http` handlers, with one difference: a handler looks at a request's cookies only once the
 * request's method and URL are its own.
 *
 * msw tries the handlers in order until one answers, and its HttpHandler parses every cookie of the
 * request (with tough-cookie) before it asks the handler's predicate, in every handler it tries.
 * A call late in the list paid for a cookie parse per handler tried. Here a handler compares the
 * method, then asks its
 * predicate when that decides on the URL alone (core/base.ts), and hands only a request that matches
 * to msw's own parse, so what a resolver receives (params, cookies) is msw's.
 */
import { HttpHandler, HttpMethods, type DefaultBodyType, type HttpCustomPredicate, type HttpResponseResolver, type Path, type PathParams, type RequestHandlerOptions } from 'msw';
import { decidesOnUrl } from './base';

type HttpRequestPredicate<Params extends PathParams> = Path | HttpCustomPredicate<Params>;
type ParseArgs = Parameters<HttpHandler['parse']>[0];
type Parsed = Awaited<ReturnType<HttpHandler['parse']>>;

const NO_MATCH: Parsed = { match: { matches: false, params: {} }, cookies: {} };

export class MatchFirstHttpHandler extends HttpHandler {
  override async parse(args: ParseArgs): Promise<Parsed> {
    const { method, path } = this.info;
    const actual = args.request.method;
    if (!(method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase())) return NO_MATCH;
    if (decidesOnUrl(path)) {
      const decided = await path({ request: args.request, cookies: {} });
      if (!(typeof decided === 'boolean' ? decided : decided.matches)) return NO_MATCH;
    }
    return super.parse(args);
  }
}

function handlerFor(method: HttpMethods | RegExp) {
  return <Params extends PathParams<keyof Params> = PathParams, RequestBody extends DefaultBodyType = DefaultBodyType, ResponseBody extends DefaultBodyType = undefined>(
    predicate: HttpRequestPredicate<Params>,
    resolver: HttpResponseResolver<Params, RequestBody, ResponseBody>,
    options?: RequestHandlerOptions,
  ): HttpHandler =>
    new MatchFirstHttpHandler(method, predicate as HttpRequestPredicate<PathParams>, resolver as ConstructorParameters<typeof HttpHandler>[2], options);
}

/** As msw's `http`, for the simulator's handlers. */
export const http = {
  all: handlerFor(/.+/),
  head: handlerFor(HttpMethods.HEAD),
  get: handlerFor(HttpMethods.GET),
  post: handlerFor(HttpMethods.POST),
  put: handlerFor(HttpMethods.PUT),
  delete: handlerFor(HttpMethods.DELETE),
  patch: handlerFor(HttpMethods.PATCH),
  options: handlerFor(HttpMethods.OPTIONS),
};
