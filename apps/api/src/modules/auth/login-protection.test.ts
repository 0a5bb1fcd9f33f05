import { describe, expect, it } from 'vitest';
import { addressKey, tooManyAttemptsMessage } from './login-protection';

describe('addressKey', () => {
  it('counts IPv4 and IPv4-mapped IPv6 as the same address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however it is written', () => {
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(tooManyAttemptsMessage(15 * 60_000)).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    expect(tooManyAttemptsMessage(1_000)).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
  });
});
