import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const get = async (u) => (await fetch(base + '/v1' + u)).json();
const first = async (cat, extra = '') =>
  (await get(`/products?category=${cat}&sort=price_low${extra}`)).content.find((p) => p.in_stock && p.quantity > 1);
const byTitle = async (cat, words) =>
  (await get(`/products?category=${cat}&brand=${encodeURIComponent(words)}`)).content[0];
const cpu = await byTitle('processors', '7950X');
const gpu = await byTitle('graphics_cards', '7800 XT');
const board = await first('motherboards', '&spec.socket=AM5');
const ram = await first('ram', '&spec.memoryType=DDR5');
const ssd = await first('ssd_drives');
const psu = await first('power_supplies');
const kase = await first('cases', '&spec.formFactor=ATX');
const fan = await first('cooling', '&spec.type=' + encodeURIComponent('Ventilador de gabinete'));
const parts = [
  ['cpu', cpu], ['motherboard', board], ['ram', ram], ['gpu', gpu], ['ssd', ssd], ['psu', psu], ['case', kase], ['fans', fan],
].filter(([, p]) => p).map(([slot, p]) => ({ slot, productId: p.id, quantity: 1 }));
console.log(parts.length, 'parts', parts.map((p) => p.productId).join(','));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
  await page.goto(base + '/');
  await page.evaluate((b) => localStorage.setItem('tb.openBuild', JSON.stringify(b)), { name: 'Mi armado gamer', parts });
  await page.goto(base + '/armar-pc');
  await page.getByTestId('build-total').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `../../shots-tmp/builder-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Elegir: Refrigeración del procesador' }).click();
  await page.getByRole('dialog').getByRole('listitem').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `../../shots-tmp/picker-${width}.png` });
  await page.close();
}
await browser.close();
