import { expect, test } from '@playwright/test';
import { latestMail, nextMail, requestCode } from './support';

test('a shopper signs up with the e-mailed code, sees the first name in the header and logs out', async ({
  page,
  request,
}) => {
  const email = `shopper-${Date.now()}@example.com`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'crear cuenta' }).click();
  await page.getByLabel('Ingresa tu correo electrónico').fill(email);
  await page.getByRole('button', { name: 'ENVIAR OTP' }).click();
  await expect(page.getByText('¡El OTP ha sido enviado a tu correo electrónico!')).toBeVisible();
  await expect(page.getByText(/Reenviar OTP en \d+ segundos/)).toBeVisible();

  const mail = await nextMail(request, email, null);
  await page.getByLabel('Código OTP').fill(mail.otp!);
  await page.getByLabel('Enter Your Name').fill('Lucía Fernández');
  await page.getByRole('button', { name: 'Signup' }).click();

  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Lucía', exact: true }).click();
  await expect(page).toHaveURL('/account/orders');

  await page.getByRole('button', { name: 'cerrar sesión' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('the admin signs in at /admin-login and lands on /admin', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = 'admin@tecnobazar.local';
  const previous = await latestMail(request, email);
  await page.goto('/admin-login');
  await page.getByLabel('Ingresa tu correo electrónico').fill(email);
  await requestCode(page, page.getByRole('button', { name: 'enviar otp' }));
  await expect(page.getByText(/Reenviar OTP en \d+ segundos/)).toBeVisible();

  const mail = await nextMail(request, email, previous);
  await page.getByLabel('Código OTP').fill(mail.otp!);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Panel de control' })).toBeVisible();
});

test('a seller registers, verifies the e-mail and signs in with the six code boxes', async ({
  page,
  request,
}) => {
  const email = `seller-${Date.now()}@example.com`;
  await page.goto('/become-seller');
  await expect(page.getByRole('heading', { name: 'Únete a la Revolución de Ventas' })).toBeVisible();
  await page.getByRole('button', { name: 'Regístrate' }).click();
  await page.getByLabel('Nombre del vendedor').fill('Carlos Méndez');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Móvil').fill('3001234567');
  await page.getByLabel('Nombre de la empresa').fill(`Hardware Méndez ${Date.now()}`);
  await page.getByLabel('NIP').fill('900.123.456-8');
  await page.getByLabel('Razón social').fill('Hardware Méndez S.A.S.');
  await page.getByRole('radio', { name: 'Sí' }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const verification = await nextMail(request, email, null);
  await page.goto(verification.link!);
  await expect(page.getByText('Su correo electrónico se verificó correctamente')).toBeVisible();
  await expect(page).toHaveURL('/seller-account-verified');
  await page.getByRole('link', { name: 'Inicio como Vendedor' }).click();
  await expect(page).toHaveURL('/become-seller');

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar OTP' }).click();
  await expect(
    page.getByText('Revisa tu correo: te enviamos un código o, si aún no verificaste tu cuenta, un enlace.', {
      exact: false,
    }),
  ).toBeVisible();
  const login = await nextMail(request, email, verification);
  await page.getByLabel('Dígito 1').click();
  await page.keyboard.type(login.otp!);
  await expect(page.getByLabel('Dígito 6')).toHaveValue(login.otp!.slice(-1));
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

  await expect(page).toHaveURL('/seller');
  await expect(page.getByRole('heading', { name: 'Panel de control' })).toBeVisible();
});

test('the mega-menu opens on hover and a leaf goes to its listing', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Periféricos' }).hover();
  // The home grid may show a tile with the same name: the leaf is the mega-menu's.
  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('link', { name: 'Teclados Mecánicos' })
    .click();

  await expect(page).toHaveURL('/products/keyboards_mechanical');
  await expect(page.getByRole('heading', { name: 'Teclados Mecánicos' })).toBeVisible();
});
