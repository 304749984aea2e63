import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenService } from './lib/tokens';
import type { FileStorage } from './plugins/storage';

/** What every route module receives: settings, the database, the token service and the file storage. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** Where uploaded files live (local disk under `<dataDir>/files` by default). */
  storage: FileStorage;
}
