import { describe, expect, it } from 'vitest';
import { HIDDEN, maskContacts } from './contact-masking.ts';

const masked = (text: string, allowed?: string[]) => maskContacts(text, allowed);

describe('maskContacts: hides what would take the sale off the platform', () => {
  it.each([
    ['a mobile with spaces', 'Llámame al 300 123 4567 mañana', `Llámame al ${HIDDEN} mañana`],
    ['a mobile with dots', 'mi cel 312.345.6789', `mi cel ${HIDDEN}`],
    ['a mobile with dashes', 'whatsapp 315-678-9012!', `whatsapp ${HIDDEN}!`],
    ['a mobile in one piece', 'escríbeme 3001234567', `escríbeme ${HIDDEN}`],
    ['a mobile in pairs', 'número 300 123 45 67', `número ${HIDDEN}`],
    ['a mobile after +57', 'al +57 300 123 4567', `al ${HIDDEN}`],
    ['a mobile after (+57)', 'al (+57) 3001234567', `al ${HIDDEN}`],
    ['a mobile after +57 with no space', 'al +573001234567.', `al ${HIDDEN}.`],
    ['a landline in Bogotá', 'fijo 601 234 5678', `fijo ${HIDDEN}`],
    ['a landline in Medellín with +57', 'fijo +57 604 444 5566', `fijo ${HIDDEN}`],
    ['seven digits split by spaces', 'marca 2 34 56 78', `marca ${HIDDEN}`],
    ['seven digits split by dashes', 'marca 234-56-78', `marca ${HIDDEN}`],
    ['a foreign number', 'en España +34 612 345 678', `en España ${HIDDEN}`],
    ['an e-mail', 'escríbeme a ana.perez@gmail.com ya', `escríbeme a ${HIDDEN} ya`],
    ['an e-mail in capitals', 'ANA_PEREZ+tb@Hotmail.CO', HIDDEN],
    ['an e-mail with " arroba "', 'ana arroba gmail punto com', HIDDEN],
    ['an e-mail with [at]', 'ana[at]gmail.com', HIDDEN],
    ['an e-mail with (at) and (dot)', 'ana (at) gmail (dot) com', HIDDEN],
    ['an e-mail with spaces around @ and the dot', 'ana @ gmail . com', HIDDEN],
    ['an e-mail ending a sentence', 'Es ana@gmail.com. Luego hablamos', `Es ${HIDDEN}. Luego hablamos`],
    ['an https link', 'mira https://mitienda.co/producto?id=3 ahí', `mira ${HIDDEN} ahí`],
    ['an http link', 'http://example.org', HIDDEN],
    ['a www address', 'entra a www.ofertas-pc.com.co', `entra a ${HIDDEN}`],
    ['a bare domain', 'búscame en tecnoofertas.com', `búscame en ${HIDDEN}`],
    ['a bare domain under .co', 'o en mipc.co', `o en ${HIDDEN}`],
    ['a WhatsApp link', 'wa.me/573001234567', HIDDEN],
    ['a Telegram link', 'por t.me/tiendapc', `por ${HIDDEN}`],
    ['an Instagram profile', 'instagram.com/tiendapc', HIDDEN],
    ['a short link', 'bit.ly/3xYz', HIDDEN],
    ['a spoken domain', 'visita tiendapc punto com', `visita ${HIDDEN}`],
  ])('%s', (_, text, expected) => {
    expect(masked(text)).toEqual({ text: expected, masked: true });
  });

  it('hides every detail of a message and says so once', () => {
    const { text, masked: was } = masked('Tel 3001234567 o ana@gmail.com o www.pc.com');
    expect(text).toBe(`Tel ${HIDDEN} o ${HIDDEN} o ${HIDDEN}`);
    expect(was).toBe(true);
  });
});

describe('maskContacts: leaves the order talk alone', () => {
  it.each([
    ['a price in the store format', 'Cuesta $1.299.000 con envío'],
    ['a price with a space after $', 'te lo dejo en $ 1.299.000'],
    ['a price without $', 'vale 1.299.000 pesos'],
    ['a price in pesos', 'son 2500000 pesos'],
    ['a price in one piece after $', 'total $4599900'],
    ['an order number', 'sobre el pedido #123'],
    ['a long order number', 'pedido #1234567'],
    ['a graphics card', 'La RTX 4070 Ti de 12 GB'],
    ['a processor', 'el i7-13700K o el Ryzen 7 7800X3D'],
    ['memory', 'DDR5 6000 32GB CL30'],
    ['a clock speed', 'RTX 4070 @ 2.5GHz'],
    ['an ISO date', 'llega el 2026-11-28'],
    ['a date with slashes', 'llega el 28/11/2026'],
    ['a date with dashes', 'llega el 28-11-2026'],
    ['a date with dots', 'llega el 28.11.2026'],
    ['a time and quantity', 'a las 3:30 pm, 2 unidades'],
    ['a sentence missing its space', 'Llegó bien.Me gusta mucho'],
    ['a word with "co"', 'Compré el combo.Como te dije'],
    ['a decimal', 'pesa 1.5 kg y mide 27.5 cm'],
    ['a short number', 'en 3 a 5 días hábiles'],
    ['an "at" in a sentence', 'lo revisamos at home'],
  ])('%s', (_, text) => {
    expect(masked(text)).toEqual({ text, masked: false });
  });

  it("keeps the order's own tracking number, however it is written", () => {
    expect(masked('Tu guía es 2045678912 con Servientrega', ['2045678912'])).toEqual({
      text: 'Tu guía es 2045678912 con Servientrega',
      masked: false,
    });
    expect(masked('guía 300-123-4567', ['3001234567']).masked).toBe(false);
    expect(masked('guía 2045678912, mi cel 3001234567', ['2045678912'])).toEqual({
      text: `guía 2045678912, mi cel ${HIDDEN}`,
      masked: true,
    });
  });

  it('masks a tracking-like number when the order has none', () => {
    expect(masked('guía 2045678912').text).toBe(`guía ${HIDDEN}`);
  });
});
