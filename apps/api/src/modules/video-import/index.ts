// The video import module's face: nothing for other modules; imports are resolvers and routes.
export { videoImportModule } from './module';
