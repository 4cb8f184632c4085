import type { Deal, HomeTile } from '@/api/admin-home';
import { type Handler, route } from '@/test/render-route';

export const TILES: HomeTile[] = [
  tile(1, 'Teclados Mecánicos', 'keyboards_mechanical', 'GRID'),
  tile(2, 'Monitores', 'monitors', 'GRID'),
  tile(3, 'Componentes', 'women', 'SHOP_BY_CATEGORIES'),
  tile(4, 'Cables', 'cables', 'ELECTRIC_CATEGORIES'),
  tile(5, 'Audífonos', 'headphones', 'DEALS'),
  tile(6, 'Ratones Gamer', 'mice_gaming', 'DEALS'),
  tile(7, 'Procesadores AMD', 'cpu_amd', 'DEALS'),
];

/** The best discount each deal category's products have now: the gaming mice no longer reach their 35 %. */
const BEST_DISCOUNT: Record<string, number> = { headphones: 25, mice_gaming: 30, cpu_amd: 45 };

export const DEALS: Deal[] = [
  { id: 10, discount: 20, category: TILES[4]!, bestDiscount: 25 },
  { id: 11, discount: 35, category: TILES[5]!, bestDiscount: 30 },
];

/** The API's refusal of a percentage no product of the category reaches (422), else undefined. */
function refusal(discount: number, category: HomeTile) {
  const best = BEST_DISCOUNT[category.categoryId] ?? 0;
  if (discount <= best) return undefined;
  const message = `Ningún producto de ${category.name} llega al ${discount}\u00a0% de descuento: el mejor descuento de la categoría hoy es ${best}\u00a0%.`;
  return Response.json({ message, error: message }, { status: 422 });
}

function tile(id: number, name: string, categoryId: string, section: string): HomeTile {
  return {
    id,
    name,
    image: `http://localhost/v1/media/demo/${categoryId}.webp`,
    categoryId,
    section,
    parentCategoryId: null,
  };
}

/** `/v1/admin/<path>/{id}` with `method`: the id, else undefined. */
const idOf = (request: Request, method: string, path: string) => {
  const match = new RegExp(`^/v1/admin/${path}/(\\d+)$`).exec(new URL(request.url).pathname);
  return request.method === method && match ? Number(match[1]) : undefined;
};

/** Our upload endpoint: each file gets its own address. */
export function uploads(): Handler {
  let count = 0;
  return (request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/uploads/image') return undefined;
    count += 1;
    const url = `http://localhost/v1/media/uploads/foto-${count}.webp`;
    return Response.json({ url, secure_url: url, width: 800, height: 800, format: 'webp', bytes: 1234 });
  };
}

/**
 * The server's tiles and deals, changed by the admin's calls as the API does; `deleteStatus` is the
 * delete answer's status.
 */
export function homeServer({ deleteStatus = true } = {}) {
  let tiles = TILES;
  let deals = DEALS;
  let nextDeal = 100;
  const byId = (id: number) => tiles.find((t) => t.id === id)!;
  const handlers: Handler[] = [
    route('GET', '/admin/home-category', () => tiles),
    route('GET', '/admin/deals', () => deals),
    uploads(),
    (request) => {
      const id = idOf(request, 'PATCH', 'home-category');
      if (id === undefined) return undefined;
      return request.json().then((body: { image: string; categoryId: string }) => {
        const updated = { ...byId(id), ...body, name: body.categoryId };
        tiles = tiles.map((t) => (t.id === id ? updated : t));
        return Response.json(updated);
      });
    },
    (request) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/admin/deals') return undefined;
      return request.json().then((body: { discount: number; category: { id: number } }) => {
        const category = byId(body.category.id);
        const refused = refusal(body.discount, category);
        if (refused) return refused;
        const deal = {
          id: nextDeal++,
          discount: body.discount,
          category,
          bestDiscount: BEST_DISCOUNT[category.categoryId] ?? null,
        };
        deals = [...deals, deal];
        return Response.json(deal, { status: 201 });
      });
    },
    (request) => {
      const id = idOf(request, 'PATCH', 'deals');
      if (id === undefined) return undefined;
      return request.json().then((body: { discount: number; category: { id: number } }) => {
        const category = byId(body.category.id);
        const refused = refusal(body.discount, category);
        if (refused) return refused;
        const updated = {
          id,
          discount: body.discount,
          category,
          bestDiscount: BEST_DISCOUNT[category.categoryId] ?? null,
        };
        deals = deals.map((d) => (d.id === id ? updated : d));
        return Response.json(updated);
      });
    },
    (request) => {
      const id = idOf(request, 'DELETE', 'deals');
      if (id === undefined) return undefined;
      if (deleteStatus) deals = deals.filter((d) => d.id !== id);
      return Response.json({
        status: deleteStatus,
        message: deleteStatus ? 'Oferta eliminada' : 'No se eliminó',
      });
    },
  ];
  return handlers;
}

/** The bodies of the requests with `method` to `path`. */
export const bodiesOf = (requests: Request[], method: string, path: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === method && new URL(r.url).pathname === `/v1${path}`)
      .map((r) => r.json() as Promise<unknown>),
  );
