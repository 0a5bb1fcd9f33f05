// The events module's descriptor (see ../types.ts): Viewer analytics ingest (POST /events) and
// the raw table's monthly partitions.
import type { AppModule } from '../types';
import { EventIngestService } from './ingest';
import { partitionsJob } from './partitions';
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
  // analytics_events is partitioned by month: the migration makes this month's and the next
  // month's partitions, and the daily job keeps two months ahead (rows of a month without one
  // land in the default partition, which the job moves out, so none is refused). Nothing runs at
  // start: a test that closes its embedded database just after the server starts would close it
  // under that work, and PGlite's close then never returns.
  jobs: [partitionsJob],
  // Requests have all been answered; write what the event queue still holds.
  onClose: (deps) => deps.eventIngest.close(),
};
