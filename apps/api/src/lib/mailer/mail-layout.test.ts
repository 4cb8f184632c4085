import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout.ts';

const content = {
  subject: 'Recibimos tu compra: pedido #12 por $219.900',
  greeting: 'Hola Ana <script>,',
  paragraphs: ['Recibimos tu pago.', 'Segunda línea\ncon salto'],
  tables: [
    {
      title: 'Pedido #12 · Tienda "Ñandú" & Cía',
      table: {
        rows: [
          ['2 × Teclado', '$339.800'],
          ['1 × Mouse', '$9.900'],
        ] as Array<[string, string]>,
        totals: [
          ['Descuento del cupón', '-$10.000'],
          ['Total del pedido', '$339.700'],
        ] as Array<[string, string]>,
      },
    },
  ],
  after: ['Lo enviaremos a:\nCalle 80 # 12-34'],
  action: { label: 'Ver mis pedidos', url: 'https://tienda.example/account/orders?a=1&b=2' },
  footer: 'Puedes desactivarlo en tu cuenta.',
};

describe('the mail layout', () => {
  it('writes the plain text in reading order, the amounts of a table in one column', () => {
    const { subject, text } = renderMail(content);
    expect(subject).toBe(content.subject);
    expect(text).toBe(
      [
        'Hola Ana <script>,',
        'Recibimos tu pago.',
        'Segunda línea\ncon salto',
        'Pedido #12 · Tienda "Ñandú" & Cía\n' +
          '  2 × Teclado          $339.800\n' +
          '  1 × Mouse              $9.900\n' +
          `  ${'-'.repeat(29)}\n` +
          '  Descuento del cupón  -$10.000\n' +
          '  Total del pedido     $339.700',
        'Lo enviaremos a:\nCalle 80 # 12-34',
        'Ver mis pedidos: https://tienda.example/account/orders?a=1&b=2',
        '— TecnoBazar',
        'Puedes desactivarlo en tu cuenta.',
      ].join('\n\n'),
    );
  });

  it('escapes every value in the HTML, keeps line breaks and links the action', () => {
    const { html } = renderMail(content);
    expect(html).toContain('Hola Ana &lt;script&gt;,');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Tienda &quot;Ñandú&quot; &amp; Cía');
    expect(html).toContain('Segunda línea<br>con salto');
    expect(html).toContain('href="https://tienda.example/account/orders?a=1&amp;b=2"');
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('Puedes desactivarlo en tu cuenta.');
  });

  it('leaves out what a mail does not have', () => {
    const { text, html } = renderMail({ subject: 'Hola', greeting: 'Hola,', paragraphs: ['Uno.'] });
    expect(text).toBe('Hola,\n\nUno.\n\n— TecnoBazar');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain(
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse',
    );
  });
});
