import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './html';

describe('sanitizeProductHtml', () => {
  it('keeps a store description’s formatting', () => {
    expect(
      sanitizeProductHtml(
        '<p>Our <strong>Classic Tee</strong> is soft.</p><ul><li>100% cotton</li><li>Boxy fit</li></ul><br/>',
      ),
    ).toBe(
      '<p>Our <strong>Classic Tee</strong> is soft.</p><ul><li>100% cotton</li><li>Boxy fit</li></ul><br />',
    );
  });

  it('drops scripts, event handlers, styles and unknown elements', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
      '<svg><script>alert(1)</script></svg><style>p{}</style><!-- note --><custom-tag>x</custom-tag>';
    const clean = sanitizeProductHtml(dirty);
    expect(clean).toBe('<p>Hi</p>x');
    expect(clean).not.toMatch(/script|onerror|onclick|style|iframe|svg/i);
  });

  it('keeps only http(s) and mailto links, opened safely', () => {
    expect(
      sanitizeProductHtml('<a href="https://shop.example/size-guide" class="x">Size guide</a>'),
    ).toBe(
      '<a href="https://shop.example/size-guide" rel="noopener noreferrer nofollow" target="_blank">Size guide</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt&#58;alert(1)',
      'data:text/html,x',
      ' vbscript:x',
      '//evil.example/x',
    ]) {
      expect(sanitizeProductHtml(`<a href="${href}">x</a>`)).not.toMatch(/href/);
    }
  });

  it('keeps escaped text escaped, so entities cannot become markup', () => {
    const clean = sanitizeProductHtml('5 &lt; 6 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(clean).not.toContain('<script');
    expect(clean).toContain('&lt;script&gt;');
    expect(sanitizeProductHtml('a < b and <p title="x>y">z</p>')).toBe('a &lt; b and <p>z</p>');
  });

  it('closes what the store left open and ignores stray end tags', () => {
    expect(sanitizeProductHtml('<ul><li><b>one</li></ul></div><p>two')).toBe(
      '<ul><li><b>one</b></li></ul><p>two</p>',
    );
  });
});
