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
 * Clicks the button that asks for a code. The server allows one code per e-mail every 30 seconds, so a run
 * right after another one (the admin's e-mail is fixed) waits out the Retry-After and asks again.
 */
export async function requestCode(page: Page, button: Locator) {
  for (;;) {
    const [response] = await Promise.all([
      page.waitForResponse('**/v1/auth/sent/login-signup-otp'),
      button.click(),
    ]);
    if (response.status() !== 429) return;
    const seconds = Number(response.headers()['retry-after'] ?? 30);
    expect(seconds, 'only the 30-second resend wait is worth waiting out').toBeLessThanOrEqual(30);
    await page.waitForTimeout(seconds * 1000);
  }
}
