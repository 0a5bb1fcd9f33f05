import { describe, expect, it } from 'vitest';
import {
  canLoop,
  effectiveLoop,
  imageCollectionDuration,
  isVideoUsable,
  timelineBlockReason,
  videoStatusMessage,
} from './media-rules';

describe('looping', () => {
  it('is allowed up to and including 60 seconds', () => {
    expect(canLoop(59.9)).toBe(true);
    expect(canLoop(60)).toBe(true);
    expect(canLoop(60.01)).toBe(false);
  });

  it('is forced off for longer media', () => {
    expect(effectiveLoop(true, 30)).toBe(true);
    expect(effectiveLoop(true, 61)).toBe(false);
    expect(effectiveLoop(false, 30)).toBe(false);
  });
});

describe('video status', () => {
  it('explains processing and failed videos', () => {
    expect(videoStatusMessage('PROCESSING')).toBe(
      'The video is being processed. It will be available for playback soon.',
    );
    expect(videoStatusMessage('ERROR')).toBe(
      'Something went wrong processing this video. Please try re-uploading.',
    );
    expect(videoStatusMessage('READY')).toBeNull();
  });

  it('keeps processing and failed videos out of the timeline', () => {
    expect(timelineBlockReason('PROCESSING')).toBe(
      'This video is currently processing. It will become available shortly.',
    );
    expect(timelineBlockReason('ERROR')).toBe(
      'There has been an error with this video and it is not available for use.',
    );
    expect(isVideoUsable('PROCESSING')).toBe(false);
    expect(isVideoUsable('ERROR')).toBe(false);
    expect(isVideoUsable('READY')).toBe(true);
    expect(isVideoUsable(null)).toBe(true);
  });
});

describe('image collection duration', () => {
  it('lasts 5 seconds per image', () => {
    expect(imageCollectionDuration(0)).toBe(0);
    expect(imageCollectionDuration(4)).toBe(20);
  });
});
