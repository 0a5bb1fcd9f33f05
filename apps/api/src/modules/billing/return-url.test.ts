import { describe, expect, it } from 'vitest';
import { checkReturnUrl } from './return-url';

const PUBLIC = 'https://vendy.example';

describe('checkReturnUrl', () => {
  it('accepts addresses and paths on this server', () => {
    expect(checkReturnUrl('https://vendy.example/plans', PUBLIC)).toBe(
      'https://vendy.example/plans',
    );
    expect(checkReturnUrl('/plans?x=1', PUBLIC)).toBe('https://vendy.example/plans?x=1');
  });

  it('refuses every other origin with "Invalid URL."', () => {
    for (const url of [
      'https://evil.example/plans',
      'http://vendy.example/plans',
      'https://vendy.example.evil.example/',
      '//evil.example/plans',
      '/\\evil.example',
      'https://user@vendy.example/',
      'javascript:alert(1)',
      'plans',
      `/${'a'.repeat(1500)}`,
    ]) {
      expect(() => checkReturnUrl(url, PUBLIC), url).toThrow('Invalid URL.');
    }
  });
});
