// The events module's descriptor (see ../types.ts): Viewer analytics ingest (POST /events).
import type { AppModule } from '../types';
import { EventIngestService } from './ingest';
import { eventsRoutes } from './routes';

declare module '../../services' {
  interface Services {
    /** The viewer events' ingest pipeline (rate limits, layout lookups, group-commit writer). */
    eventIngest: EventIngestService;
  }
}

export const eventsModule: AppModule = {
  name: 'events',
  services: ({ db }) => ({ eventIngest: new EventIngestService(db) }),
  routes: eventsRoutes,
  // Requests have all been answered; write what the event queue still holds.
  onClose: (deps) => deps.eventIngest.close(),
};
