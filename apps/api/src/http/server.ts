// The HTTP front door: routes each request to GraphQL, the modules' routes, the health check, or
// the built apps, and logs one line per request with its id, status and duration. What it serves
// is handed in by the composition root (composition.ts); this folder names no module.
// First: it must run before the start-up's garbage collections (see tick-shape.ts).
import './tick-shape';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { DatabaseConnection } from '../db/connection';
import { requestIdFrom, type Logger } from '../logger';
import type { Services } from '../services';
import type { FastPath } from './fast-path';
import { Reply } from './reply';
import {
  createEmbedAncestors,
  embedContentSecurityPolicy,
  setAppSecurityHeaders,
  setCommonSecurityHeaders,
} from './security-headers';
import { serveSpa, type SpaSite } from './static';
import { parseCookies } from './cookies';
import {
  BODY_TOO_LARGE_MESSAGE,
  BodyTooLargeError,
  matchRoute,
  sendBodyTooLarge,
  type HttpRoute,
  type HttpRouteContext,
  type ServerContext,
} from './routes';

/** The GraphQL endpoint: everything under `path` goes to it (after the fast paths). */
export interface GraphQLEndpoint {
  path: string;
  handle(req: IncomingMessage, res: ServerResponse, context: ServerContext): Promise<void>;
}

export interface RequestHandlerOptions {
  /** Handed to every route (HttpRouteContext). */
  services: Services;
  /** Pinged by the health check. */
  database: DatabaseConnection;
  graphql: GraphQLEndpoint;
  logger: Logger;
  webDist: string;
  embedDist: string;
  /** Non-GraphQL routes (the modules' and the sandboxes'), matched in order. */
  routes: readonly HttpRoute[];
  /** Answers in front of the GraphQL endpoint, tried in order (e.g. the stored public reads). */
  fastPaths?: readonly FastPath[];
  /** The signed-in visitor of a Cookie header, or null (which page HTML the web app sends). */
  signedInFrame?: SpaSite['signedInFrame'];
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

function sendJson(res: ServerResponse, status: number, body: unknown, head = false): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : json);
}

function pathnameOf(req: IncomingMessage): string {
  const raw = req.url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const { services, database, graphql, logger } = options;
  const { config } = services;
  const web: SpaSite = {
    root: path.resolve(options.webDist),
    prefix: '/',
    name: 'web app',
    signedInFrame: options.signedInFrame,
  };
  const embed: SpaSite = {
    root: path.resolve(options.embedDist),
    prefix: '/embed/',
    name: 'embed app',
  };
  const secureCookies = config.publicUrl.startsWith('https://');
  const fastPaths = options.fastPaths ?? [];
  const embedAncestors = createEmbedAncestors(database.db);

  /**
   * A route context whose request parts are made on first read (HttpRoute.lazyContext); the
   * services come from its prototype, so making one costs a small object, not a copy of them.
   */
  class LazyRouteContext {
    // Private names (#), so that no service is shadowed.
    readonly #req: IncomingMessage;
    readonly #log: () => Logger;
    #logger: Logger | undefined;
    #url: URL | undefined;
    #cookies: ReadonlyMap<string, string> | undefined;
    #reply: Reply | undefined;

    constructor(
      req: IncomingMessage,
      log: () => Logger,
      readonly requestId: string,
    ) {
      this.#req = req;
      this.#log = log;
    }

    get logger(): Logger {
      return (this.#logger ??= this.#log());
    }

    get url(): URL {
      return (this.#url ??= new URL(this.#req.url ?? '/', config.publicUrl));
    }

    get cookies(): ReadonlyMap<string, string> {
      return (this.#cookies ??= parseCookies(this.#req.headers.cookie));
    }

    get reply(): Reply {
      return (this.#reply ??= new Reply(secureCookies));
    }

    /** This object as a route context (the services are inherited, see below). */
    context(): HttpRouteContext {
      return this as unknown as HttpRouteContext;
    }
  }
  Object.setPrototypeOf(LazyRouteContext.prototype, services);

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    log: () => Logger,
    requestId: string,
  ) {
    const pathname = pathnameOf(req);
    const method = req.method ?? 'GET';
    const readOnly = method === 'GET' || method === 'HEAD';

    if (isUnder(pathname, graphql.path)) {
      const context = () => ({ requestId, logger: log(), reply: new Reply(secureCookies) });
      for (const fastPath of fastPaths) if (await fastPath.handle(req, res, context)) return;
      await graphql.handle(req, res, context());
      return;
    }
    // GraphQL answers get them from the GraphQL server, in the order the stored public answers
    // (the fast paths) repeat byte for byte.
    setCommonSecurityHeaders(res);
    if (pathname === '/healthz') {
      try {
        await database.ping();
        sendJson(res, 200, { status: 'ok', database: 'ok' }, method === 'HEAD');
      } catch (error) {
        log().error({ err: error }, 'health check: database unreachable');
        sendJson(res, 503, { status: 'error', database: 'unreachable' }, method === 'HEAD');
      }
      return;
    }
    const moduleRoute = matchRoute(options.routes, method, pathname);
    if (moduleRoute) {
      await moduleRoute.handle(
        req,
        res,
        moduleRoute.lazyContext
          ? new LazyRouteContext(req, log, requestId).context()
          : {
              ...services,
              logger: log(),
              requestId,
              url: new URL(req.url ?? '/', config.publicUrl),
              cookies: parseCookies(req.headers.cookie),
              reply: new Reply(secureCookies),
            },
      );
      return;
    }
    if (isUnder(pathname, '/api') || !readOnly) {
      sendJson(res, 404, { error: 'Not found.' }, method === 'HEAD');
      return;
    }
    if (pathname === '/embed') {
      res.writeHead(308, { location: '/embed/' });
      res.end();
      return;
    }
    if (pathname.startsWith(embed.prefix)) {
      const ancestors = await embedAncestors(pathname);
      res.setHeader('content-security-policy', embedContentSecurityPolicy(config, ancestors));
      await serveSpa(req, res, embed, pathname);
      return;
    }
    setAppSecurityHeaders(res, config);
    await serveSpa(req, res, web, pathname);
  }

  /** Logs the request's line when it finishes (at info level). */
  function logWhenFinished(req: IncomingMessage, res: ServerResponse, log: () => Logger): void {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log().info(
        { method: req.method, url: req.url, status: res.statusCode, ms: Math.round(ms) },
        'request',
      );
    });
  }

  /** A request's child logger, made on first use. */
  function childLogger(requestId: string): () => Logger {
    let child: Logger | undefined;
    return () => (child ??= logger.child({ requestId }));
  }

  /** Everything but a stored public answer: the routes, GraphQL, the apps. */
  function routed(req: IncomingMessage, res: ServerResponse, requestId: string, log: () => Logger) {
    res.setHeader('x-request-id', requestId);
    route(req, res, log, requestId).catch((error: unknown) => {
      // A route's readBody() refused an oversized body: the sender's mistake, not the server's.
      if (error instanceof BodyTooLargeError && !res.headersSent) {
        log().warn({ method: req.method, url: req.url, limit: error.limit }, 'body too large');
        sendBodyTooLarge(req, res, { error: BODY_TOO_LARGE_MESSAGE });
        return;
      }
      log().error({ err: error, method: req.method, url: req.url }, 'request failed');
      if (res.headersSent) res.destroy();
      else {
        setCommonSecurityHeaders(res);
        sendJson(res, 500, { error: 'Unexpected error.' });
      }
    });
  }

  return (req, res) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    // At info level every request logs a line when it finishes, a stored answer too.
    let log: (() => Logger) | undefined;
    if (logger.isLevelEnabled('info')) {
      log = childLogger(requestId);
      logWhenFinished(req, res, log);
    }
    // The storefront's repeated public reads go out at once from their stored bytes (with the
    // x-request-id header); below info level no per-request state is made for them.
    for (const fastPath of fastPaths) if (fastPath.answerStored(req, res, requestId)) return;
    routed(req, res, requestId, log ?? childLogger(requestId));
  };
}
