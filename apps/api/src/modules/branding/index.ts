// The branding module's face: its descriptor.
export { brandingModule } from './module';
