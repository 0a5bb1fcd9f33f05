import { describe, expect, it } from 'vitest';
import { readProbe, readSourceProbe } from './ffmpeg';

describe('readProbe', () => {
  it('reads duration, size and audio', () => {
    expect(
      readProbe({
        streams: [
          { codec_type: 'video', width: 1920, height: 1080, sample_aspect_ratio: '1:1' },
          { codec_type: 'audio' },
        ],
        format: { duration: '12.5', tags: { major_brand: 'isom' } },
      }),
    ).toEqual({
      durationSeconds: 12.5,
      width: 1920,
      height: 1080,
      hasAudio: true,
      quickTime: false,
    });
  });

  it('swaps width and height of a phone video recorded upright', () => {
    expect(
      readProbe({
        streams: [
          { codec_type: 'video', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] },
        ],
        format: { duration: '3', tags: { major_brand: 'qt  ' } },
      }),
    ).toMatchObject({ width: 1080, height: 1920, hasAudio: false, quickTime: true });
  });

  it('applies non-square pixels', () => {
    expect(
      readProbe({
        streams: [{ codec_type: 'video', width: 720, height: 576, sample_aspect_ratio: '16:15' }],
        format: { duration: '3' },
      }),
    ).toMatchObject({ width: 768, height: 576 });
  });

  it('finds no video in audio with cover art, or without a duration', () => {
    expect(
      readProbe({
        streams: [
          { codec_type: 'audio' },
          { codec_type: 'video', width: 500, height: 500, disposition: { attached_pic: 1 } },
        ],
        format: { duration: '200' },
      }),
    ).toBeNull();
    expect(
      readProbe({ streams: [{ codec_type: 'video', width: 640, height: 360 }], format: {} }),
    ).toBeNull();
  });
});

describe('readSourceProbe', () => {
  it("reads the first video stream's rates in the same pass", () => {
    expect(
      readSourceProbe({
        streams: [
          { codec_type: 'audio', avg_frame_rate: '0/0', r_frame_rate: '0/0' },
          {
            codec_type: 'video',
            width: 1920,
            height: 1080,
            avg_frame_rate: '8971/300',
            r_frame_rate: '30/1',
          },
        ],
        format: { duration: '10' },
      }),
    ).toEqual({
      video: { durationSeconds: 10, width: 1920, height: 1080, hasAudio: true, quickTime: false },
      averageRate: '8971/300',
      baseRate: '30/1',
    });
  });

  it('is null when there is no playable video', () => {
    expect(
      readSourceProbe({ streams: [{ codec_type: 'audio' }], format: { duration: '3' } }),
    ).toBeNull();
  });
});
