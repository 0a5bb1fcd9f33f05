import { describe, expect, it } from 'vitest';
import { minorUnitDigits, toMinorUnits } from './money';

describe('toMinorUnits', () => {
  it('reads decimal strings without floating-point error', () => {
    expect(toMinorUnits('19.99', 'USD')).toBe(1999);
    expect(toMinorUnits('0.29', 'USD')).toBe(29);
    expect(toMinorUnits('1.005', 'USD')).toBe(101);
    expect(toMinorUnits('1.004', 'USD')).toBe(100);
    expect(toMinorUnits('10', 'USD')).toBe(1000);
    expect(toMinorUnits('10.5', 'USD')).toBe(1050);
    expect(toMinorUnits('8.20', 'EUR')).toBe(820);
    expect(toMinorUnits('4035161.07', 'USD')).toBe(403516107);
  });

  it('follows the currency’s minor unit', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(toMinorUnits('1999', 'JPY')).toBe(1999);
    expect(toMinorUnits('1999.00', 'JPY')).toBe(1999);
    expect(toMinorUnits('1.234', 'KWD')).toBe(1234);
  });

  it('reads JSON numbers through their decimal form', () => {
    expect(toMinorUnits(10.99, 'USD')).toBe(1099);
    expect(toMinorUnits(199.0, 'USD')).toBe(19900);
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
  });

  it('refuses what is not a plain non-negative decimal', () => {
    for (const bad of [
      '',
      '-1.00',
      '1e3',
      '1,00',
      'abc',
      '1.',
      '.5',
      '12345678901234567',
      null,
      {},
      NaN,
      -2,
      1e21,
    ]) {
      expect(toMinorUnits(bad, 'USD'), String(bad)).toBeNull();
    }
  });
});
