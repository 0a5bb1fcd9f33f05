// The audio module's face: audio tracks in the SDL's shape (layouts attach them).
export { AUDIO_NOT_FOUND } from './messages';
export { toAudio } from './service';
export { audioModule } from './module';
