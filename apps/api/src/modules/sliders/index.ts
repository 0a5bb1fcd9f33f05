// The sliders module's face: saving a page (for the demo seed); its operations are resolvers and
// its public pages are HTTP routes.
export { saveSliderPage } from './service';
export { slidersModule } from './module';
