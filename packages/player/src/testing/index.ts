// Test doubles of @vendy/player for the embedding apps' tests and stories: a fake clock, a fake
// provider and loader, a fake audio element, an analytics sink that keeps events, sample data.
export { FakeClock, flushPromises } from './fake-clock';
export type { FakeLoader, FakeProviderOptions } from './fake-provider';
export { FakeProvider, fakeLoader } from './fake-provider';
export { FakeAudio } from './fake-audio';
export type { MemorySink } from './memory-sink';
export { createMemorySink } from './memory-sink';
export {
  sampleAffiliateLink,
  sampleOverlayShoppableVideo,
  samplePlacementData,
  sampleProduct,
  sampleVideo,
  sampleShoppableVideo,
  simpleProduct,
  svgPicture,
} from './fixtures';
