// Viewer analytics ingest (POST /events). See README.md.
export { eventsRoutes } from './routes';
export { closeEventIngest, configureEventIngest, eventIngestFor } from './ingest';
export { eventsModule } from './module';
