// The settings module's descriptor (see ../types.ts): Server-wide settings kept in the database:
// used by other modules; it serves nothing itself.
import type { AppModule } from '../types';

export const settingsModule: AppModule = {
  name: 'settings',
};
