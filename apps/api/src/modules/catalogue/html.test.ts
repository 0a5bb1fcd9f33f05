import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './html';

describe('sanitizeProductHtml', () => {
  it('keeps a store description’s formatting', () => {
    expect(
      sanitizeProductHtml(
        '<p>Our <strong>Classic Tee</strong> is soft.</p><ul><li>100% cotton</li><li>Boxy&nbsp;fit</li></ul><br/>',
      ),
    ).toBe(
      '<p>Our <strong>Classic Tee</strong> is soft.</p><ul><li>100% cotton</li><li>Boxy\u00a0fit</li></ul><br>',
    );
  });

  it('drops scripts, event handlers, styles and unknown elements', () => {
    const dirty =
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p>' +
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
      '<svg><script>alert(1)</script></svg><style>p{}</style><!-- note --><custom-tag>x</custom-tag>';
    expect(sanitizeProductHtml(dirty)).toBe('<p>Hi</p>x');
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
    ]) {
      expect(sanitizeProductHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('re-escapes text, so decoded entities cannot become markup', () => {
    expect(sanitizeProductHtml('5 &lt; 6 &amp;&amp; &lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '5 &#60; 6 &#38;&#38; &#60;script&#62;alert(1)&#60;/script&#62;',
    );
    expect(sanitizeProductHtml('a < b and <p title="x>y">z</p>')).toBe('a &#60; b and <p>z</p>');
  });

  it('closes what the store left open and ignores stray end tags', () => {
    expect(sanitizeProductHtml('<ul><li><b>one</li></ul></div><p>two')).toBe(
      '<ul><li><b>one</b></li></ul><p>two</p>',
    );
  });

  it('treats an unfinished tag as text', () => {
    expect(sanitizeProductHtml('<p>ok</p><img src="x onerror=alert(1)')).toBe(
      '<p>ok</p>&#60;img src=&#34;x onerror=alert(1)',
    );
  });

  it('stays fast on hostile input', () => {
    const started = Date.now();
    sanitizeProductHtml('<a '.repeat(150_000));
    sanitizeProductHtml('<p title="'.repeat(50_000));
    sanitizeProductHtml('<!--'.repeat(100_000));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
