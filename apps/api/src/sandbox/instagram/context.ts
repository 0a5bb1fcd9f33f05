import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { InstagramApp } from '../../providers/instagram';

export interface InstagramSandboxContext {
  db: Database;
  config: Config;
  app: InstagramApp;
}
