import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { FacebookApp } from '../../providers/facebook';

export interface FacebookSandboxContext {
  db: Database;
  config: Config;
  app: FacebookApp;
}
