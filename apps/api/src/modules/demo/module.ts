// The demo module's descriptor (see ../types.ts): The demo data seeded at start (main.ts calls its
// seeds); it serves nothing itself.
import type { AppModule } from '../types';

export const demoModule: AppModule = {
  name: 'demo',
};
