// CSV exports: RFC 4180 quoting, and no formulas smuggled into a spreadsheet.
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV', () => {
  it('leaves plain fields alone', () => {
    expect(csvField('Summer lookbook')).toBe('Summer lookbook');
    expect(csvField(1440)).toBe('1440');
    expect(csvField(0.3611)).toBe('0.3611');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes fields with commas, quotes, and line breaks, doubling the quotes', () => {
    expect(csvField('Sandals, leather')).toBe('"Sandals, leather"');
    expect(csvField('The "Riva" sandal')).toBe('"The ""Riva"" sandal"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('"')).toBe('""""');
  });

  it('keeps a text that looks like a formula from running, but not a negative number', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1+1')).toBe("'+1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-5')).toBe('-5');
    expect(csvField(-5)).toBe('-5');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Product', 'Add-to-carts'],
        [
          ['Sandals, "Riva"', 12],
          ['Linen shirt', 18],
        ],
      ),
    ).toBe('Product,Add-to-carts\r\n"Sandals, ""Riva""",12\r\nLinen shirt,18\r\n');
  });
});
