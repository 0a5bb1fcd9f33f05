// The images module's face: photos in the SDL's shape (layouts attach photo collections).
export { COLLECTION_NOT_FOUND } from './messages';
export { toImage } from './service';
export { imagesModule } from './module';
