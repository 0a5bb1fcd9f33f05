// The images module's face: photos and photo collections in the SDL's shape (layouts attach them).
export { COLLECTION_NOT_FOUND } from './messages';
export { toImage, type ImageCollectionShape, type ImageShape } from './service';
export { imagesModule } from './module';
