// Viewer analytics ingest (POST /events). See README.md.
export { eventsRoutes } from './routes';
export { EventIngestService } from './ingest';
export { eventsModule } from './module';
