// The ai module's face: its descriptor only (the AI page is resolvers, a webhook and a job).
export { aiModule } from './module';
