// The social sign-in module's face: its flows are resolvers and routes; the browser side of a
// provider flow (state and hand-over cookies) serves the Instagram connection too.
export {
  beginFlow,
  callbackPath,
  endFlow,
  handOver,
  startPath,
  takeHandOver,
  type SocialProvider,
} from './flow';
export { socialAuthModule } from './module';
