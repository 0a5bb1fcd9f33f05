// The demo module's face: the demo data of a development server (main.ts seeds it).
export { demoModule } from './module';
