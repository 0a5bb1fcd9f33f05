// The events module's descriptor (see ../types.ts): Viewer analytics ingest (POST /events).
import type { AppModule } from '../types';
import { closeEventIngest } from './ingest';
import { eventsRoutes } from './routes';

export const eventsModule: AppModule = {
  name: 'events',
  routes: eventsRoutes,
  // Requests have all been answered; write what the event queue still holds.
  onClose: (deps) => closeEventIngest(deps.db),
};
