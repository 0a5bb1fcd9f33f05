// The admin module's face: nothing for other modules; its operations are resolvers.
export { adminModule } from './module';
