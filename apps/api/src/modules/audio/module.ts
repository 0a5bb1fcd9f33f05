// The audio module's descriptor (see ../types.ts): A group's audio files.
import type { AppModule } from '../types';
import { audioResolvers } from './resolvers';

export const audioModule: AppModule = {
  name: 'audio',
  resolvers: audioResolvers,
};
