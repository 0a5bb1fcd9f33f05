// A fast path answers some requests in front of the GraphQL endpoint (e.g. stored public reads).
// Modules provide them (their descriptor's `fastPath`); the server only calls this interface.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from './routes';

export interface FastPath {
  /**
   * Answers the request from a stored answer that is still current, synchronously; false when
   * there is none. Tried first for every request. With `requestId`, the response must have no
   * header set yet: the answer gets `x-request-id: <requestId>` first.
   */
  answerStored(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean;
  /**
   * Answers a request to the GraphQL endpoint, or false when it does not (the caller goes on to
   * the GraphQL server). `context` is asked for only when the GraphQL path has to run.
   */
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    context: () => ServerContext,
  ): boolean | Promise<boolean>;
}
