import { describe, expect, it } from 'vitest';
import { hlsArguments, planLadder, posterSeconds } from './ladder';

const names = (width: number, height: number) =>
  planLadder({ width, height, hasAudio: true }).map((r) => `${r.name}:${r.width}x${r.height}`);

describe('planLadder', () => {
  it('makes 360p, 720p and 1080p from a 1080p or larger source, never more', () => {
    expect(names(1920, 1080)).toEqual(['360p:640x360', '720p:1280x720', '1080p:1920x1080']);
    expect(names(3840, 2160)).toEqual(['360p:640x360', '720p:1280x720', '1080p:1920x1080']);
  });

  it('never upscales: a 720p source stops at 720p', () => {
    expect(names(1280, 720)).toEqual(['360p:640x360', '720p:1280x720']);
  });

  it('names portrait renditions by their width and keeps their shape', () => {
    expect(names(1080, 1920)).toEqual(['360p:360x640', '720p:720x1280', '1080p:1080x1920']);
  });

  it('adds the source size when it sits well above the last standard rung', () => {
    expect(names(960, 540)).toEqual(['360p:640x360', '540p:960x540']);
    // 380 is too close to 360 to be worth another rendition.
    expect(names(676, 380)).toEqual(['360p:640x360']);
  });

  it('keeps a source smaller than 360p at its own size, with even dimensions never above it', () => {
    expect(names(320, 240)).toEqual(['240p:320x240']);
    expect(names(175, 99)).toEqual(['98p:174x98']);
  });

  it('never upscales an odd-sized source by a pixel', () => {
    expect(names(853, 479)).toEqual(['360p:642x360', '478p:852x478']);
    expect(names(479, 853)).toEqual(['360p:360x642', '478p:478x852']);
  });
});

describe('hlsArguments', () => {
  it('forces keyframes at the same instants in every rendition and maps audio per rendition', () => {
    const source = { width: 1280, height: 720, hasAudio: true };
    const { args } = hlsArguments('/in.mp4', '/out', source, planLadder(source));
    expect(args).toContain('expr:gte(t,n_forced*2)');
    expect(args[args.indexOf('-sc_threshold') + 1]).toBe('0');
    expect(args[args.indexOf('-hls_time') + 1]).toBe('4');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0 v:1,a:1');
    expect(args.filter((a) => a === '0:a:0')).toHaveLength(2);
    expect(args.at(-1)).toBe('/out/%v/index.m3u8');
  });

  it('leaves audio out for a silent source', () => {
    const source = { width: 320, height: 240, hasAudio: false };
    const { args } = hlsArguments('/in.mp4', '/out', source, planLadder(source));
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('aac');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0');
  });

  it('paces every rendition at the chosen constant rate before splitting', () => {
    const source = {
      width: 1080,
      height: 1920,
      hasAudio: true,
      frameRate: { num: 30000, den: 1001 },
    };
    const { args } = hlsArguments('/in.mp4', '/out', source, planLadder(source));
    expect(args[args.indexOf('-filter_complex') + 1]).toMatch(/^\[0:v:0\]fps=30000\/1001,split=3/);
  });

  it('takes the poster from the same decode as one more branch, written as one JPEG', () => {
    const source = { width: 1920, height: 1080, hasAudio: true, frameRate: { num: 30, den: 1 } };
    const ladder = planLadder(source);
    const { args } = hlsArguments('/in.mp4', '/out', source, ladder, {
      file: '/work/poster.jpg',
      durationSeconds: 12,
    });
    const filter = args[args.indexOf('-filter_complex') + 1];
    expect(filter).toMatch(/^\[0:v:0\]fps=30\/1,split=4\[s0\]\[s1\]\[s2\]\[s3\];/);
    expect(filter).toContain(
      "[s3]trim=start=1.000,trim=end_frame=1,scale='min(1280,iw)':-2,format=yuvj420p[poster]",
    );
    // The ladder's output is unchanged; the poster is a second output after it.
    expect(args.indexOf('/out/%v/index.m3u8')).toBeLessThan(args.indexOf('[poster]'));
    expect(args.slice(args.indexOf('[poster]') + 1)).toEqual([
      '-frames:v',
      '1',
      '-c:v',
      'mjpeg',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-update',
      '1',
      '/work/poster.jpg',
    ]);
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
  });

  it('takes the poster a third of the way into a video shorter than 3 s', () => {
    expect(posterSeconds(1.5)).toBe('0.500');
    expect(posterSeconds(60)).toBe('1.000');
  });
});
