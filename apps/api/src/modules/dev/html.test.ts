import { describe, expect, it } from 'vitest';
import { mailTextToHtml } from './html.ts';

describe('mailTextToHtml', () => {
  it('makes each http(s) address a link, leaving the full stop that ends the sentence outside', () => {
    expect(
      mailTextToHtml(
        'Crea tu cuenta en http://127.0.0.1:3000/login. O abre https://tienda.example/verify-seller/123',
      ),
    ).toBe(
      'Crea tu cuenta en <a href="http://127.0.0.1:3000/login">http://127.0.0.1:3000/login</a>. ' +
        'O abre <a href="https://tienda.example/verify-seller/123">https://tienda.example/verify-seller/123</a>',
    );
  });

  it('escapes the text and the address, so a mail cannot add markup or leave the href', () => {
    expect(mailTextToHtml('<b>hola</b> & http://a.example/?x=1&y="2"><script>')).toBe(
      '&lt;b&gt;hola&lt;/b&gt; &amp; <a href="http://a.example/?x=1&amp;y=">http://a.example/?x=1&amp;y=</a>&quot;2&quot;&gt;&lt;script&gt;',
    );
  });

  it('leaves other schemes and bare words as text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<p>',
      'ftp://a.example/x',
      'www.example.com',
      'http://',
    ])
      expect(mailTextToHtml(text)).not.toContain('<a ');
  });
});
