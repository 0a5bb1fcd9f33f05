// The social sign-in module's face: nothing for other modules; its flows are resolvers and routes.
export { socialAuthModule } from './module';
