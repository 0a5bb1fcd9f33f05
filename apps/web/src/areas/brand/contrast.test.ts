import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarning, WCAG_AA_TEXT } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, whatever the order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#0393fb', '#0393fb')).toBe(1);
  });

  it('matches the WCAG formula for known pairs', () => {
    // 3.196, 4.542 and 4.478 by the WCAG formula: cut (never rounded up) to two decimals, so a
    // pair just under the threshold is never reported as meeting it.
    expect(contrastRatio('#ffffff', '#0393fb')).toBe(3.19);
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(contrastRatio('#777777', '#ffffff')).toBe(4.47);
  });

  it('is null while a colour is not valid', () => {
    expect(contrastRatio('#12', '#ffffff')).toBeNull();
    expect(contrastRatio('#ffffff', 'not a colour')).toBeNull();
  });
});

describe('contrastWarning', () => {
  it('warns below 4.5:1 and names the pair and the ratio', () => {
    expect(contrastWarning('Button text on the button background', '#ffffff', '#0393fb')).toBe(
      'Button text on the button background has a contrast of 3.19:1, below the 4.5:1 that WCAG AA asks for text. Some shoppers will find it hard to read.',
    );
  });

  it('says nothing at or above AA, or while a colour is being typed', () => {
    expect(WCAG_AA_TEXT).toBe(4.5);
    expect(contrastWarning('Text', '#767676', '#ffffff')).toBeNull();
    expect(contrastWarning('Text', '#000000', '#ffffff')).toBeNull();
    expect(contrastWarning('Text', '#fff', '#zzzzzz')).toBeNull();
  });
});
