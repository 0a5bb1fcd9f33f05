import { describe, expect, it } from 'vitest';
import { outputFrameRate, parseRate, rateAttribute, sourceFrameRate } from './frame-rate';

const rate = (text: string) => parseRate(text);

describe('outputFrameRate', () => {
  it('keeps standard rates exactly', () => {
    expect(outputFrameRate(rate('30000/1001'), rate('30000/1001'))).toEqual({
      num: 30000,
      den: 1001,
    });
    expect(outputFrameRate(rate('25/1'), rate('25/1'))).toEqual({ num: 25, den: 1 });
  });

  it('snaps a phone’s variable rate near a standard one to it', () => {
    // Average of a variable-rate clip recorded at "30 fps".
    expect(outputFrameRate(rate('8971/300'), rate('30/1'))).toEqual({ num: 30000, den: 1001 });
  });

  it('keeps an unusual average to the thousandth and caps slow motion at 60', () => {
    expect(rateAttribute(outputFrameRate(rate('375/22'), rate('30/1')))).toBe('17.045');
    expect(outputFrameRate(rate('240/1'), rate('240/1'))).toEqual({ num: 60, den: 1 });
  });

  it('falls back on the base rate, then 30 fps, for missing or absurd values', () => {
    expect(outputFrameRate(rate('0/0'), rate('24/1'))).toEqual({ num: 24, den: 1 });
    expect(outputFrameRate(null, null)).toEqual({ num: 30, den: 1 });
    expect(parseRate('1/0')).toBeNull();
    expect(parseRate('-30/1')).toBeNull();
    expect(parseRate('30')).toBeNull();
  });
});

describe('sourceFrameRate', () => {
  it("reads ffprobe's rates, or falls back on 30 fps when there are none", () => {
    expect(sourceFrameRate('30000/1001', '30000/1001')).toEqual({ num: 30000, den: 1001 });
    expect(sourceFrameRate(undefined, undefined)).toEqual({ num: 30, den: 1 });
  });
});
