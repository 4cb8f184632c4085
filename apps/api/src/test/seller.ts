import { latestCode, type TestContext, uniqueEmail } from './test-app.ts';

/** A shop name of its own per address: business names are unique (ignoring case and accents). */
export const shopName = (email: string) => `Gómez Hardware ${email.split('@')[0]}`;

/** A seller registration that passes every check. */
export const sellerRegistration = (email: string) => ({
  sellerName: 'Andrés Gómez',
  email,
  mobile: '3001234567',
  gstin: '900123456-8',
  businessDetails: { businessName: shopName(email) },
  pickupAddress: { address: 'Calle 10 # 20-30', city: 'Medellín', state: 'Antioquia', mobile: '3001234567' },
  bankDetails: {
    accountHolderName: 'Andrés Gómez',
    accountNumber: '123456789',
    ifscCode: 'BANCOLOMBIA',
    accountType: 'AHORROS' as const,
  },
});

/**
 * A product the seller routes accept: a wireless mouse, $99.990 (list $120.000), 100 units, no sizes; `changes`
 * replace any field (title, prices, quantity, `vatPercent`…).
 */
export const productBody = (changes: Record<string, unknown> = {}) => ({
  title: 'Mouse inalámbrico Orbis',
  description: 'Mouse inalámbrico silencioso con receptor USB y batería de larga duración.',
  mrpPrice: 120000,
  sellingPrice: 99990,
  quantity: 100,
  color: 'Negro',
  sizes: ['FREE'],
  images: ['/v1/media/demo/mice-negro-1.webp'],
  category: 'men',
  category2: 'mice',
  category3: 'mice_wireless',
  ...changes,
});

const caller = (ctx: TestContext) => async (method: 'POST' | 'PATCH', url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url: `/v1${url}`, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} failed: ${res.body}`);
  return res;
};

/**
 * Registers a seller, verifies the e-mail through the mailed link and signs in; returns the token. `changes`
 * replace parts of the registration (`{ bankDetails: undefined }`: a shop that gave no bank details).
 */
export async function signUpSeller(
  ctx: TestContext,
  email = uniqueEmail('tienda'),
  changes: Partial<ReturnType<typeof sellerRegistration>> | Record<string, unknown> = {},
): Promise<string> {
  const call = caller(ctx);
  await call('POST', '/sellers', { ...sellerRegistration(email), ...changes });
  await call('PATCH', `/sellers/verify/${await latestCode(ctx, email)}`);
  return signInSeller(ctx, email);
}

/** Signs an existing, verified seller in with the mailed one-time code; returns the token. */
export async function signInSeller(ctx: TestContext, email: string): Promise<string> {
  const call = caller(ctx);
  await call('POST', '/sellers/sent/login-top', { email });
  const res = await call('POST', '/sellers/verify/login-top', { email, otp: await latestCode(ctx, email) });
  return (res.json() as { jwt: string }).jwt;
}
