import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.ts';

// Issue 29 item 4: some 20,000 sockets each sending a byte every 5 s used up the file descriptors. A client
// that trickles its request must lose its socket once the request (or header) timeout passes; here 1 s,
// so the test waits for the close rather than for the production default.

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1', HEADERS_TIMEOUT_SECONDS: '1' });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(() => ctx?.close());

/**
 * Opens a socket, writes `head`, then one more byte of `trickle` every 200 ms until the server closes the
 * socket: what the server answered and how long after the first byte it closed. Gives up after 8 s.
 */
async function trickle(head: string, drip: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString('latin1');
  });
  socket.on('error', () => {}); // a reset after the server gives up is a close too
  const started = Date.now();
  socket.write(head);
  const dripper = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(drip);
  }, 200);
  const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
  let giveUp: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'still open'>((resolve) => {
    giveUp = setTimeout(() => resolve('still open'), 8_000);
  });
  const outcome = await Promise.race([closed, gaveUp]);
  clearInterval(dripper);
  clearTimeout(giveUp);
  socket.destroy();
  return { outcome, seconds: (Date.now() - started) / 1000, answer };
}

describe('slow clients', () => {
  it('closes a socket whose body arrives a byte at a time once the request timeout passes', async () => {
    const { outcome, seconds, answer } = await trickle(
      'POST /v1/auth/sent/login-signup-otp HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(outcome).toBe('closed');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // Not before the timeout: a slow but honest client gets its full second.
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(4);
  }, 15_000);

  it('closes a socket whose headers never end once the header timeout passes', async () => {
    const { outcome, seconds } = await trickle('GET /v1/health HTTP/1.1\r\nHost: localhost\r\n', 'X');
    expect(outcome).toBe('closed');
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(4);
  }, 15_000);

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(res.status).toBe(200);
  });
});
