import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Reply } from '../../http/reply';
import type { SessionLookup } from './viewer';

/**
 * What authentication needs from a request. The GraphQL context and the HTTP route context both
 * provide it, so OAuth callbacks and other HTTP routes can sign users in too.
 */
export interface AuthContext {
  db: Database;
  config: Config;
  cookies: ReadonlyMap<string, string>;
  reply: Reply;
  /** The app's session lookup (the `sessions` service): each request's session, read once. */
  sessions: SessionLookup;
  /** Present in GraphQL contexts: the per-request cache is keyed by it. */
  request?: Request;
}
