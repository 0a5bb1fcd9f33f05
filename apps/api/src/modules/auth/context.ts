import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Reply } from '../../http/reply';

/**
 * What authentication needs from a request. The GraphQL context and the HTTP route context both
 * provide it, so OAuth callbacks and other HTTP routes can sign users in too.
 */
export interface AuthContext {
  db: Database;
  config: Config;
  cookies: ReadonlyMap<string, string>;
  reply: Reply;
  /** Present in GraphQL contexts: the per-request cache is keyed by it. */
  request?: Request;
}
