// The branding module's face: its descriptor, and the branding the embeds show (brandingFor: the
// layouts module's getEmbeddedWidget and the instagram module's getEmbeddedInstagramFeed).
export { brandingFor } from './service';
export { brandingModule } from './module';
