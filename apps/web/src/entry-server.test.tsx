// @vitest-environment node
// The server's drawing runs in Node, without a document, as the API runs it.
import { describe, expect, it } from 'vitest';
import { isKnownPage, renderFirstScreen } from './entry-server';
import { makeProduct } from './test/render-route';

const product = makeProduct({ id: 7, title: 'Teclado mecánico Redragon Kumara' });
const ANSWERS: Record<string, unknown> = {
  '/v1/categories/top-level': { categoryIds: ['peripherals'] },
  '/v1/products/7': product,
  '/v1/products/7/offers': {
    productId: 7,
    offers: [
      {
        offerId: 7,
        seller: { id: 1, businessName: 'Hardware Andino S.A.S.', averageRating: null, onTimeRate: null },
        condition: 'NUEVO',
        warrantyMonths: 12,
        sellingPrice: product.sellingPrice,
        mrpPrice: product.mrpPrice,
        discountPercent: product.discountPercent,
        shipping: 0,
        landedPrice: product.sellingPrice,
        quantity: product.quantity,
        in_stock: true,
        buyBox: true,
      },
    ],
  },
  '/v1/sellers/1/shop': {
    id: 1,
    businessName: 'Hardware Andino S.A.S.',
    averageRating: 4.2,
    numRatings: 8,
    salesCount: 3,
    productCount: 50,
  },
};

function answering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const answer = async (url: string) => {
    asked.push(url);
    return url in answers ? JSON.stringify(answers[url]) : undefined;
  };
  return { asked, answer };
}

const PRODUCT_PAGE = '/product-details/keyboards_mechanical/teclado-mecanico-redragon-kumara/7';

describe('the server drawing a first screen', () => {
  it("draws a product page signed out, with its price, main picture and the shop's figures", async () => {
    const { asked, answer } = answering(ANSWERS);
    const drawn = await renderFirstScreen(PRODUCT_PAGE, answer, 390);

    expect(drawn?.html).toContain('Teclado mecánico Redragon Kumara');
    expect(drawn?.html).toContain('$169.900');
    // The shop's figures come from a second query, asked once the first drawing reached it.
    expect(drawn?.html).toContain('8 reseñas');
    expect(drawn?.html).toMatch(
      /<img src="\/v1\/media\/demo\/keyboards-negro-7\.webp"[^>]*fetchpriority="high"/i,
    );
    expect(drawn?.html).toContain('Iniciar sesión');
    expect(asked.sort()).toEqual([
      '/v1/categories/top-level',
      '/v1/products/7',
      '/v1/products/7/offers',
      '/v1/sellers/1/shop',
    ]);
    // What is below the product (related products, reviews) is left to the browser.
    expect(asked.some((url) => url.includes('/related') || url.includes('/reviews'))).toBe(false);
  });

  it("gives the drawing's styles as one element for the head, named for emotion's browser cache", async () => {
    const drawn = await renderFirstScreen(PRODUCT_PAGE, answering(ANSWERS).answer, 390);
    expect(drawn?.html).not.toContain('<style');
    const [, names, rules] =
      /^(?:<style data-emotion="css-global [^"]+">.*?<\/style>)*<style data-emotion="css ([^"]+)">(.*)<\/style>$/s.exec(
        drawn!.styles,
      )!;
    // Every class the markup uses has its rule, under the name emotion knows it by.
    // (`css-0` is emotion's class for no styles.)
    const classes = [...new Set([...drawn!.html.matchAll(/\bcss-([^\s"]+)/g)].map((m) => m[1]))].filter(
      (id) => id !== '0',
    );
    expect(classes.length).toBeGreaterThan(10);
    for (const id of classes) {
      expect(names!.split(' ')).toContain(id);
      expect(rules).toContain(`.css-${id}`);
    }
  });

  it('gives the api cache it drew from, for the browser to start with', async () => {
    const drawn = await renderFirstScreen(PRODUCT_PAGE, answering(ANSWERS).answer, 390);
    const { queries } = drawn!.apiState as { queries: Record<string, { status: string; data: unknown }> };
    expect(queries['getProduct(7)']).toMatchObject({ status: 'fulfilled', data: product });
  });

  it("lays the listing out for the visitor's screen: filters beside the grid on a computer only", async () => {
    const listing = {
      '/v1/categories/top-level': { categoryIds: [] },
      '/v1/products?category=keyboards&pageNumber=0': { content: [product], totalPages: 1, totalElements: 1 },
      '/v1/products/facets?category=keyboards': { specs: [], colors: [], priceRanges: [] },
    };
    const phone = await renderFirstScreen('/products/keyboards', answering(listing).answer, 390);
    const computer = await renderFirstScreen('/products/keyboards', answering(listing).answer, 1280);
    expect(phone?.html).toContain('Teclado mecánico Redragon Kumara');
    expect(phone?.html).toMatch(/>Filtros</i);
    expect(computer?.html).toContain('Limpiar');
    expect(phone?.html).not.toContain('Limpiar');
  });

  it('draws nothing when an answer is missing: the browser then draws the page itself', async () => {
    const { '/v1/products/7': _missing, ...withoutProduct } = ANSWERS;
    expect(await renderFirstScreen(PRODUCT_PAGE, answering(withoutProduct).answer, 390)).toBeUndefined();
  });

  it("knows the app's pages, in every area, and not what only the not-found page takes", async () => {
    for (const path of [
      '/',
      '/products/anything',
      PRODUCT_PAGE,
      '/cart',
      '/seller/products',
      '/admin/coupon',
    ])
      expect(await isKnownPage(path), path).toBe(true);
    for (const path of ['/zzz', '/product-details/a', '/seller/zzz', '/admin/zzz'])
      expect(await isKnownPage(path), path).toBe(false);
  });
});
