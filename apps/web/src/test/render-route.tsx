import type { ProductResponse, SellerProfile } from '@tecnobazar/shared';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/lib/store/store';

/**
 * Renders the whole app (header, routes, store) at `path`; returns the router to read the address.
 * `strict` renders under StrictMode as main.tsx does, so effects run twice on mount.
 */
export function renderRoute(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

/**
 * A token the app can read: its payload's `typ` ('customer' for shoppers and admins, or 'seller') decides
 * which profile the app asks for. The signature is fake; the stubbed API never checks it.
 */
export function fakeJwt(typ: 'customer' | 'seller', sub = 1) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const role = typ === 'seller' ? 'ROLE_SELLER' : 'ROLE_CUSTOMER';
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: String(sub), role, typ })}.firma-falsa`;
}

/**
 * Answers a request it knows, or undefined; a promise holds the answer back (to see loading states). Never
 * write it `async`: an async handler returns a promise for every request and so answers them all.
 */
export type Handler = (request: Request) => Response | Promise<Response> | undefined;

/** Stubs the network edge: each call goes to the first handler that answers it, else 404. */
export function stubApi(...handlers: Handler[]) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    // RTK Query passes a Request; a plain fetch (the image upload) passes an address and options.
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new Request(input, init) : input;
      requests.push(request.clone());
      for (const handler of handlers) {
        const response = handler(request);
        if (response) return response;
      }
      return Response.json({ message: 'No encontrado' }, { status: 404 });
    }),
  );
  return requests;
}

/** Answers `method path` (query string ignored) with `body`; a function body is called per request. */
export const route = (
  method: string,
  path: string,
  body: unknown | ((request: Request) => unknown),
  status = 200,
): Handler => {
  return (request) =>
    request.method === method && new URL(request.url).pathname === `/v1${path}`
      ? Response.json(typeof body === 'function' ? body(request) : body, { status })
      : undefined;
};

/** The requests made to `path`, as URLs. */
export const callsTo = (requests: Request[], path: string) =>
  requests.map((request) => new URL(request.url)).filter((url) => url.pathname === `/v1${path}`);

export function makeProduct(overrides: Partial<ProductResponse> = {}): ProductResponse {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Teclado mecánico ${id}`,
    description: 'Un teclado mecánico con switches rojos y retroiluminación RGB.',
    mrpPrice: 219900,
    sellingPrice: 169900,
    discountPercent: 22,
    quantity: 14,
    in_stock: true,
    color: 'Negro',
    images: [`/v1/media/demo/keyboards-negro-${id}.webp`],
    sizes: ['FREE'],
    specs: {},
    category: {
      id: 33,
      categoryId: 'keyboards_mechanical',
      name: 'Teclados Mecánicos',
      level: 3,
      parentCategoryId: 'keyboards',
    },
    seller: { id: 1, businessDetails: { businessName: 'Hardware Andino S.A.S.' } },
    vatPercent: 19,
    numRatings: 0,
    averageRating: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeSellerProfile(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    id: 7,
    sellerName: 'Andrés Gómez',
    email: 'tienda@example.com',
    mobile: '3001234567',
    gstin: '900123456-8',
    taxIdType: 'NIT',
    accountStatus: 'ACTIVE',
    emailVerified: true,
    businessDetails: {
      businessName: 'Hardware Andino S.A.S.',
      businessEmail: null,
      businessMobile: null,
      businessAddress: null,
      legalName: 'Hardware Andino S.A.S.',
      vatResponsible: true,
    },
    pickupAddress: {
      address: 'Calle 10 # 20-30',
      city: 'Bogotá',
      state: 'Cundinamarca',
      mobile: '3001234567',
    },
    bankDetails: {
      accountHolderName: 'Andrés Gómez',
      accountNumber: '001234567890',
      ifscCode: '1007',
      bankCode: '1007',
      bankName: 'Bancolombia',
      accountType: 'AHORROS',
    },
    dataComplete: { fiscal: true, bank: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

// Tests of one page give it the app's own provider; they take it from here, as `app/` sits above the features.
export { AppProvider };
