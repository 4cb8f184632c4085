import { existsSync, rmSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT || '3100';
const baseURL = `http://127.0.0.1:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const dataDir = 'data/e2e';

// Each run starts from a freshly seeded embedded database (workers load this file too: only the main
// process, which starts the server, wipes it). With DATABASE_URL set the server uses that database.
if (!process.env.TEST_WORKER_INDEX) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Its own folder: Playwright empties it on start, and npm test's other reports sit beside it.
  outputDir: 'test-results/playwright',
  // Journeys create their own users (unique e-mails), so they can run in parallel workers.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium when present, else a browser Playwright already has; never a download.
          executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey signs in from one address, and retries reuse the fixed admin e-mail: the hourly and
      // per-address code limits would lock them out. Nor do they wait out the 30-second resend wait (the
      // API's OTP tests prove it; the sign-in screen's own countdown is the client's and still shows).
      OTP_RESEND_SECONDS: '0',
      OTP_PER_EMAIL_PER_HOUR: '1000',
      OTP_EMAIL_CEILING: '1000',
      OTP_SENDS_PER_IP: '1000',
      OTP_TRIES_PER_IP: '1000',
      // A journey cannot wait the buyer's five business days: a sale is released when it is delivered
      // (the hold itself is proven by the API's sale-hold tests).
      SALE_HOLD_DAYS: '0',
      // The second address is the administrator only the two-factor journey signs in as and enrols; the
      // third, the one the administration journeys use; the fourth, the Colombian money journey's; the fifth,
      // the catalogue journey's.
      ADMIN_EMAIL:
        'admin@tecnobazar.local,admin-2fa@tecnobazar.local,admin-e2e@tecnobazar.local,admin-dinero@tecnobazar.local,admin-catalogo@tecnobazar.local',
    },
  },
});
