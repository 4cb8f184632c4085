import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import type { DevPayoutRow } from '../../lib/payments/dev-payment-payouts.ts';
import type { DevOrderView, DevPaymentProvider } from '../../lib/payments/dev-payment-provider.ts';
import { formatAmount } from '../../lib/payments/paypal-format.ts';
import { refusalReason } from '../../lib/payments/paypal-payouts.ts';

const Token = z.string().trim().min(1).max(100);
const TokenForm = z.object({ token: Token });
const SettleForm = z.object({ batchId: Token, outcome: z.enum(['SUCCESS', 'FAILED']) });

/** Appends query parameters to an absolute URL or to a path, the way PayPal appends token and PayerID. */
function withQuery(url: string, params: Record<string, string>): string {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
  const u = new URL(url, 'http://placeholder.invalid');
  for (const [key, value] of Object.entries(params)) u.searchParams.set(key, value);
  return absolute ? u.href : `${u.pathname}${u.search}${u.hash}`;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1a1a1a}
header{background:#003087;color:#fff;padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
header span{color:#009cde}
main{max-width:420px;margin:2.5rem auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.1rem;margin:0 0 .25rem}
.note{color:#555;font-size:.85rem;margin:0 0 1.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.conversion{color:#555;font-size:.9rem;margin:0 0 1rem}
.desc{color:#333;margin:0 0 1.5rem;word-break:break-word}
.id{color:#777;font-size:.75rem;margin-top:1.5rem}
form{margin:.75rem 0}
button,a.btn{display:block;font-family:inherit;box-sizing:border-box;width:100%;padding:.8rem;border-radius:24px;font-size:1rem;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#0070ba;color:#fff;border:0}
.pay:hover{background:#005ea6}
.cancel{background:#fff;color:#0070ba;border:2px solid #0070ba}
main.wide{max-width:760px}
table{width:100%;border-collapse:collapse;font-size:.85rem}
td,th{text-align:left;padding:.5rem .4rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
td form{display:inline-block;margin:.2rem .2rem 0 0}
td button{display:inline;width:auto;padding:.35rem .8rem;font-size:.8rem}
td.receiver{word-break:break-all}
@media (max-width:600px){main{margin:1rem .5rem;padding:1rem}table,tbody,tr,td{display:block}thead{display:none}tr{padding:.5rem 0;border-bottom:1px solid #e5e7eb}td{border:0;padding:.15rem 0}}`;

function page(title: string, body: string, mainClass = ''): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Simulador de PayPal</title><style>${STYLE}</style></head><body><header>Pay<span>Pal</span> · Simulador</header><main${mainClass ? ` class="${mainClass}"` : ''}>${body}</main></body></html>`;
}

const PAYOUT_STATES = { PENDING: 'Pendiente', SUCCESS: 'Pagado', FAILED: 'Devuelto o rechazado' } as const;

/**
 * The simulator's payouts (to sellers), newest first: a pending one (a "+pendiente" receiver) can be paid or
 * returned here, as PayPal would later; the store learns it at its next look or the admin's 'Reintentar ahora'.
 */
function payoutsPage(rows: DevPayoutRow[], settle: string): string {
  const row = (p: DevPayoutRow) => {
    const batch = `<input type="hidden" name="batchId" value="${escapeHtml(p.batchId)}">`;
    const actions =
      p.status === 'PENDING'
        ? `<form method="post" action="${escapeHtml(settle)}">${batch}<input type="hidden" name="outcome" value="SUCCESS"><button class="pay" type="submit">Marcar como pagado</button></form>` +
          `<form method="post" action="${escapeHtml(settle)}">${batch}<input type="hidden" name="outcome" value="FAILED"><button class="cancel" type="submit">Devolver</button></form>`
        : escapeHtml(p.reason ?? '');
    return `<tr><td>${escapeHtml(p.senderBatchId)}</td><td class="receiver">${escapeHtml(p.receiver)}</td><td>${escapeHtml(formatAmount(p.amountCents, p.currency))}</td><td>${PAYOUT_STATES[p.status]}</td><td>${actions}</td></tr>`;
  };
  const table = rows.length
    ? `<table><thead><tr><th>Pago</th><th>Receptor</th><th>Monto</th><th>Estado</th><th></th></tr></thead><tbody>${rows.map(row).join('')}</tbody></table>`
    : '<p>Aún no se ha enviado ningún pago a vendedores.</p>';
  return page(
    'Pagos a vendedores',
    '<h1>Pagos a vendedores</h1><p class="note">Entorno de desarrollo: no se mueve dinero real. Un receptor con «+pendiente» queda pendiente hasta que lo marques aquí; TecnoBazar lo sabrá en su próxima revisión o cuando el administrador pulse «Reintentar ahora» en Pagos.</p>' +
      table,
    'wide',
  );
}

const storeUnits = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, useGrouping: 'always' });
const rate = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 4, useGrouping: 'always' });

/** "$2.097.820 COP ≈ US$ 524,46 al cambio de 4.000": what the store charged and how it became this amount. */
function conversion(order: DevOrderView): string {
  const store = order.storeAmount;
  if (!store || store.currency === order.currency) return '';
  const storePrice = `$${storeUnits.format(store.amountCents / 100)} ${store.currency}`;
  const charged = formatAmount(order.amountCents, order.currency);
  return `<p class="conversion">${escapeHtml(`${storePrice} ≈ ${charged} al cambio de ${rate.format(store.exchangeRate)}`)}</p>`;
}

function checkoutPage(order: DevOrderView, actions: { approve: string; cancel: string }): string {
  const amount = `<p class="amount">${escapeHtml(formatAmount(order.amountCents, order.currency))}</p>${conversion(order)}`;
  const desc = order.description ? `<p class="desc">${escapeHtml(order.description)}</p>` : '';
  const id = `<p class="id">Pedido de pago ${escapeHtml(order.id)}</p>`;
  const token = `<input type="hidden" name="token" value="${escapeHtml(order.id)}">`;
  const intro =
    '<h1>Simulador de PayPal</h1><p class="note">Entorno de desarrollo: no se cobra dinero real.</p>';
  switch (order.status) {
    case 'CREATED':
      return page(
        'Pagar',
        `${intro}<p>Vas a pagar a <b>TecnoBazar</b></p>${amount}${desc}` +
          `<form method="post" action="${escapeHtml(actions.approve)}">${token}<button class="pay" type="submit">Pagar</button></form>` +
          `<form method="post" action="${escapeHtml(actions.cancel)}">${token}<button class="cancel" type="submit">Cancelar</button></form>${id}`,
      );
    case 'CANCELLED':
      return page(
        'Pago cancelado',
        `${intro}${amount}<p>Este pago fue cancelado.</p><a class="btn cancel" href="${escapeHtml(withQuery(order.cancelUrl, { token: order.id }))}">Volver a la tienda</a>${id}`,
      );
    default:
      return page(
        'Pago aprobado',
        `${intro}${amount}<p>Este pago ya fue aprobado.</p><a class="btn pay" href="${escapeHtml(successUrl(order))}">Continuar</a>${id}`,
      );
  }
}

const successUrl = (order: DevOrderView) =>
  withQuery(order.returnUrl, { token: order.id, PayerID: 'DEVPAYER' });

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const notFoundPage = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    page(
      'No encontrado',
      '<h1>Pedido de pago no encontrado</h1><p>El enlace no corresponde a ningún pago pendiente. Vuelve a la tienda e inténtalo de nuevo.</p>',
    ),
  );

/**
 * The PayPal simulator's pages (PAYMENT_PROVIDER=dev only, never in production). The buyer's: shows the amount,
 * "Pagar" approves and returns the buyer to the return URL with `token` and `PayerID`, "Cancelar" returns
 * to the cancel URL with `token`. `/dev/paypal/payouts`: the payouts sent to sellers, a pending one paid or
 * returned by hand. Plain HTML forms, no scripts, so it works under the app's CSP.
 */
export const devPaypalRoutes: FastifyPluginAsyncZod<{ provider: DevPaymentProvider }> = async (
  app,
  { provider },
) => {
  // Browsers post forms urlencoded; this parser is scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  const actions = {
    approve: `${app.prefix}/dev/paypal/checkout/approve`,
    cancel: `${app.prefix}/dev/paypal/checkout/cancel`,
  };

  app.get(
    '/dev/paypal/checkout',
    { schema: { hide: true, querystring: z.object({ token: Token }) } },
    async (req, reply) => {
      const order = await provider.get(req.query.token);
      if (!order) return notFoundPage(reply);
      return sendPage(reply, 200, checkoutPage(order, actions));
    },
  );

  app.post(
    '/dev/paypal/checkout/approve',
    { schema: { hide: true, body: TokenForm } },
    async (req, reply) => {
      const order = await provider.get(req.body.token);
      if (!order) return notFoundPage(reply);
      // A cancelled order shows its page (409) instead of approving; pressing Pagar twice is harmless.
      if (order.status === 'CANCELLED') return sendPage(reply, 409, checkoutPage(order, actions));
      return reply.redirect(successUrl(await provider.approve(order.id)), 303);
    },
  );

  const settle = `${app.prefix}/dev/paypal/payouts/settle`;
  app.get('/dev/paypal/payouts', { schema: { hide: true } }, async (_req, reply) =>
    sendPage(reply, 200, payoutsPage(await provider.recentPayouts(), settle)),
  );
  // Only a pending batch moves; settling one again changes nothing.
  app.post('/dev/paypal/payouts/settle', { schema: { hide: true, body: SettleForm } }, async (req, reply) => {
    const { batchId, outcome } = req.body;
    await provider.settlePayout(
      batchId,
      outcome,
      outcome === 'FAILED' ? refusalReason('RETURNED') : undefined,
    );
    return reply.redirect(`${app.prefix}/dev/paypal/payouts`, 303);
  });

  app.post('/dev/paypal/checkout/cancel', { schema: { hide: true, body: TokenForm } }, async (req, reply) => {
    const order = await provider.get(req.body.token);
    if (!order) return notFoundPage(reply);
    if (order.status === 'APPROVED' || order.status === 'COMPLETED') {
      return sendPage(reply, 409, checkoutPage(order, actions));
    }
    const cancelled = await provider.cancel(order.id);
    return reply.redirect(withQuery(cancelled.cancelUrl, { token: cancelled.id }), 303);
  });
};
