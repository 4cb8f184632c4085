import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** What the dev mailbox answers for the newest message to an address. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  otp: string | null;
  link: string | null;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function latestMail(request: APIRequestContext, to: string): Promise<Mail | null> {
  const response = await request.get(`/v1/dev/mailbox/latest?to=${encodeURIComponent(to)}`);
  return response.ok() ? ((await response.json()) as Mail) : null;
}

/** Waits for a message to `to` newer than `previous` (the latest one before the action that sends it). */
export async function nextMail(
  request: APIRequestContext,
  to: string,
  previous: Mail | null = null,
): Promise<Mail> {
  let mail: Mail | null = null;
  await expect
    .poll(async () => {
      mail = await latestMail(request, to);
      return mail !== null && mail.text !== previous?.text;
    })
    .toBe(true);
  return mail!;
}

/** Signs a new shopper up through /login with the e-mailed code; ends on the home page, name in the header. */
export async function signUpInBrowser(
  page: Page,
  request: APIRequestContext,
  fullName: string,
): Promise<string> {
  const email = uniqueEmail('shopper');
  await page.goto('/login');
  await page.getByRole('button', { name: 'crear cuenta' }).click();
  await page.getByLabel('Ingresa tu correo electrónico').fill(email);
  await page.getByRole('button', { name: 'ENVIAR OTP' }).click();
  await expect(page.getByText('¡El OTP ha sido enviado a tu correo electrónico!')).toBeVisible();
  const mail = await nextMail(request, email);
  await page.getByLabel('Código OTP').fill(mail.otp!);
  await page.getByLabel('Enter Your Name').fill(fullName);
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: fullName.split(' ')[0], exact: true })).toBeVisible();
  return email;
}

/**
 * Clicks the button that asks for a code and expects it sent: the journeys' server has no wait between
 * codes (OTP_RESEND_SECONDS=0 in playwright.config.ts), so a run right after another is not refused.
 */
export async function requestCode(page: Page, button: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse('**/v1/auth/sent/login-signup-otp'),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
}

/** Asks for a code by API and expects it sent. */
export async function sendCode(request: APIRequestContext, url: string, data: object) {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
}

/** An administrator's token (the e-mail must be in the server's ADMIN_EMAIL) through the e-mailed code. */
export async function adminToken(request: APIRequestContext, email: string): Promise<string> {
  const previous = await latestMail(request, email);
  await sendCode(request, '/v1/auth/sent/login-signup-otp', { email: `signing_${email}` });
  const mail = await nextMail(request, email, previous);
  const answer = await request.post('/v1/auth/signin', { data: { email, otp: mail.otp } });
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** A new shopper's token, signed up through the e-mailed code. */
export async function shopperToken(request: APIRequestContext, fullName: string, prefix = 'cliente') {
  const email = uniqueEmail(prefix);
  await sendCode(request, '/v1/auth/sent/login-signup-otp', { email });
  const mail = await nextMail(request, email);
  const answer = await request.post('/v1/auth/signup', { data: { email, otp: mail.otp, fullName } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { jwt: string }).jwt;
}

/** A seller's token through the e-mailed code. */
export async function sellerToken(request: APIRequestContext, email: string): Promise<string> {
  const previous = await latestMail(request, email);
  await sendCode(request, '/v1/sellers/sent/login-top', { email });
  const mail = await nextMail(request, email, previous);
  const answer = await request.post('/v1/sellers/verify/login-top', { data: { email, otp: mail.otp } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { jwt: string }).jwt;
}

/**
 * A new shopper pays (dev PayPal) for `quantity` of each product in one checkout; answers the token, the
 * shopper's e-mail and the orders.
 */
export async function buy(
  request: APIRequestContext,
  productIds: number[],
  fullName = 'Valeria Ruiz',
  quantity = 1,
) {
  const jwt = await shopperToken(request, fullName, 'pedido');
  const headers = { Authorization: `Bearer ${jwt}` };
  for (const productId of productIds) {
    const added = await request.put('/v1/api/cart/add', {
      headers,
      data: { productId, size: 'FREE', quantity },
    });
    expect(added.ok()).toBe(true);
  }
  const address = await request.post('/v1/api/users/addresses', {
    headers,
    data: {
      name: fullName,
      address: 'Calle 93 # 11-20',
      city: 'Bogotá',
      state: 'Cundinamarca',
      mobile: '3012223344',
    },
  });
  const { id: addressId } = (await address.json()) as { id: number };
  const { total } = (await (await request.get('/v1/api/cart', { headers })).json()) as { total: number };
  const start = await request.get(
    `/v1/api/payments/paypal/start?amount=${total.toFixed(2)}&addressId=${addressId}`,
    { headers },
  );
  const { redirect_url } = (await start.json()) as { redirect_url: string };
  const token = new URL(redirect_url, 'http://x').searchParams.get('token')!;
  await request.post('/v1/dev/paypal/checkout/approve', { form: { token }, maxRedirects: 0 });
  const created = await request.post(`/v1/api/orders/create?token=${token}`, { headers });
  expect(created.ok()).toBe(true);
  const { email } = (await (await request.get('/v1/api/users/profile', { headers })).json()) as {
    email: string;
  };
  return {
    jwt,
    email,
    orders: (await created.json()) as { id: number; seller: { id: number }; shipping: number }[],
  };
}

/** Opens `path` signed in with `jwt` (the token the app keeps in localStorage). */
export async function openAs(page: Page, jwt: string, path: string) {
  await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto(path);
}

/** The one product a journey's own shop lists. */
export interface ShopProduct {
  title: string;
  description: string;
  mrpPrice: number;
  sellingPrice: number;
  image: string;
  /** Level 1, 2 and 3 category ids. */
  category: [string, string, string];
  vatPercent?: number;
}

/**
 * A shop of the journey's own (so no other journey moves its balance): registered with a NIT and a
 * Bancolombia account, verified, activated (and trusted, unless `trusted: false`) by `admin`, signed in,
 * with one product of 20 units.
 */
export async function openShop(
  request: APIRequestContext,
  admin: string,
  {
    prefix,
    product,
    sellerName = 'Camila Ortiz',
    legalName = `${sellerName} S.A.S.`,
    trusted = true,
  }: { prefix: string; product: ShopProduct; sellerName?: string; legalName?: string; trusted?: boolean },
) {
  const email = uniqueEmail(prefix);
  const registered = await request.post('/v1/sellers', {
    data: {
      sellerName,
      email,
      mobile: '3001234567',
      gstin: '900123456-8',
      businessDetails: { businessName: `${product.title.split(' ')[0]} ${email.split('@')[0]}`, legalName },
      pickupAddress: {
        address: 'Calle 45 # 12-30',
        city: 'Medellín',
        state: 'Antioquia',
        mobile: '3001234567',
      },
      bankDetails: {
        accountHolderName: sellerName,
        accountNumber: '0045123987',
        ifscCode: 'BANCOLOMBIA',
        accountType: 'AHORROS',
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const link = (await nextMail(request, email)).link!;
  expect((await request.patch(`/v1/sellers/verify/${link.split('/').pop()}`)).ok()).toBe(true);
  const jwt = await sellerToken(request, email);
  const headers = { Authorization: `Bearer ${jwt}` };
  const { id } = (await (await request.get('/v1/sellers/profile', { headers })).json()) as { id: number };
  const activated = await request.patch(`/v1/admin/seller/${id}/status/ACTIVE`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  expect(activated.ok()).toBe(true);
  // A trusted shop's product is listed at once; any other waits for 'Aprobación de productos'.
  const trust = await request.patch(`/v1/admin/seller/${id}/trusted`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { trusted },
  });
  expect(trust.ok()).toBe(true);
  const [category, category2, category3] = product.category;
  const created = await request.post('/v1/sellers/product', {
    headers,
    data: {
      title: product.title,
      description: product.description,
      mrpPrice: product.mrpPrice,
      sellingPrice: product.sellingPrice,
      vatPercent: product.vatPercent,
      quantity: 20,
      color: 'Negro',
      sizes: ['FREE'],
      images: [product.image],
      category,
      category2,
      category3,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { id, jwt, email, headers, product: (await created.json()) as { id: number; title: string } };
}

/**
 * From the cart: opens the address step ('COMPRAR AHORA'), saves a new address (selected at once) and
 * answers the dialog, where the shipping is priced for that address.
 */
export async function saveAddressAtCheckout(
  page: Page,
  address: { name: string; address: string; city: string; state: string; mobile: string },
) {
  await page.getByRole('button', { name: 'COMPRAR AHORA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dirección de envío' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: true }).fill(address.name);
  await dialog.getByLabel('Dirección', { exact: true }).fill(address.address);
  await dialog.getByLabel('Ciudad', { exact: true }).fill(address.city);
  await dialog.getByLabel('Departamento', { exact: true }).fill(address.state);
  await dialog.getByLabel('Móvil', { exact: true }).fill(address.mobile);
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(address.name) })).toBeChecked();
  return dialog;
}
