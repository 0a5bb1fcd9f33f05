// The auth module's descriptor (see ../types.ts): Sessions, the viewer, guards, passwords and rate
// limits: used by the other modules through its index; it serves nothing itself.
import type { AppModule } from '../types';

export const authModule: AppModule = {
  name: 'auth',
};
