// The images module's descriptor (see ../types.ts): A group's image collections.
import type { AppModule } from '../types';
import { imagesResolvers } from './resolvers';

export const imagesModule: AppModule = {
  name: 'images',
  resolvers: imagesResolvers,
};
