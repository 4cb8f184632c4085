import type {
  AdminLedgerEntryResponse,
  AuditPage,
  CommissionRuleResponse,
  CommissionRulesPage,
  LedgerEntryResponse,
  ReceivedPaymentsPage,
  SellerReportResponse,
} from '@tecnobazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSellingStore, type SellingStore, type Shop } from '../../test/selling.ts';

let store: SellingStore;
let shopA: Shop;
let shopB: Shop;
const RULES = '/api/admin/commission-rules';

beforeAll(async () => {
  store = await createSellingStore({ PLATFORM_COMMISSION_PERCENT: '10', COMMISSION_VAT_PERCENT: '19' });
  [shopA, shopB] = [await store.newShop(), await store.newShop()];
});
afterAll(() => store?.ctx.close());

async function createRule(body: object): Promise<CommissionRuleResponse> {
  const res = await store.admin.post(RULES, { percent: 7, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** The shop sells one unit ($99.990) now and answers the sale's ledger entry. */
async function saleOf(shop: Shop, opts: { deliver?: boolean } = {}): Promise<LedgerEntryResponse> {
  const order = await store.sell(shop, { deliver: opts.deliver ?? false });
  const entry = (await store.ledgerOf(shop.api)).find((e) => e.orderId === order.id && e.type === 'SALE');
  return entry!;
}
/** A sale of $99.990 at `basisPoints` plus `fixedCents` a unit, with 19 % IVA on the commission, in pesos. */
function expected(basisPoints: number, fixedCents = 0) {
  const commission = Math.round((9_999_000 * basisPoints) / 10_000) + fixedCents;
  const vat = Math.round((commission * 19) / 100);
  return {
    gross: 99_990,
    commission: commission / 100,
    commissionVat: vat / 100,
    net: (9_999_000 - commission - vat) / 100,
  };
}
const later = (ms: number) => new Date(store.ctx.clock.now().getTime() + ms).toISOString();

describe('commission rules: who may set them', () => {
  it('answers 401 without a session and 403 to a seller', async () => {
    const anonymous = await store.ctx.app.inject({ method: 'GET', url: `/v1${RULES}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await shopA.api.get(RULES)).statusCode).toBe(403);
    expect(
      (await shopA.api.post(RULES, { scope: 'SELLER', sellerId: shopA.id, percent: 1 })).statusCode,
    ).toBe(403);
    expect((await store.buyer.post(`${RULES}/1/end`, {})).statusCode).toBe(403);
  });

  it.each([
    [{ scope: 'CATEGORY', categoryId: 'mice' }, 'El porcentaje de comisión es obligatorio'],
    [{ scope: 'CATEGORY', categoryId: 'mice', percent: 150 }, 'El porcentaje debe estar entre 0 y 100'],
    [
      { scope: 'CATEGORY', categoryId: 'mice', percent: 7.555 },
      'El porcentaje admite como máximo 2 decimales',
    ],
    [{ scope: 'CATEGORY', percent: 7 }, 'Elige la categoría de la regla'],
    [{ scope: 'TIENDA', percent: 7 }, 'Elige el ámbito de la regla: vendedor, categoría o producto'],
    [
      { scope: 'SELLER', sellerId: 1, percent: 7, fixedPerUnit: -5 },
      'El valor fijo por unidad no puede ser negativo',
    ],
    [{ scope: 'SELLER', sellerId: 1, percent: 7, startsAt: 'mañana' }, 'Fecha y hora inválidas'],
  ])('refuses %o with 400 and its message in Spanish', async (body, message) => {
    const res = await store.admin.post(RULES, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a target that does not exist, a start in the past and an end before the start', async () => {
    const unknown = await store.admin.post(RULES, { scope: 'CATEGORY', categoryId: 'no_such', percent: 7 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("La categoría 'no_such' no existe.");
    const product = await store.admin.post(RULES, { scope: 'PRODUCT', productId: 999_999_999, percent: 7 });
    expect(product.json().message).toBe('El producto elegido no existe.');
    const past = await store.admin.post(RULES, {
      scope: 'SELLER',
      sellerId: shopA.id,
      percent: 7,
      startsAt: later(-86_400_000),
    });
    expect(past.json().message).toBe('La fecha de inicio no puede estar en el pasado.');
    const backwards = await store.admin.post(RULES, {
      scope: 'SELLER',
      sellerId: shopA.id,
      percent: 7,
      startsAt: later(7_200_000),
      endsAt: later(3_600_000),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('La fecha de fin debe ser posterior a la de inicio');
  });
});

describe('commission rules: the sales they apply to', () => {
  let miceRule: CommissionRuleResponse;
  let before: LedgerEntryResponse;

  it('charges the general rate and 19 % IVA on it to a sale with no rule', async () => {
    before = await saleOf(shopA);
    expect(before).toMatchObject({ ...expected(1000), commissionRule: 'Tarifa general: 10 %' });
  });

  it('an admin sets 7 % on a category: the next sale gets 7 % and 19 % IVA, the one before keeps 10 %', async () => {
    miceRule = await createRule({ scope: 'CATEGORY', categoryId: 'mice', percent: 7 });
    expect(miceRule).toMatchObject({
      scope: 'CATEGORY',
      target: { categoryId: 'mice', name: 'Ratones' },
      percent: 7,
      fixedPerUnit: 0,
      status: 'ACTIVE',
      endsAt: null,
    });
    const sale = await saleOf(shopA);
    expect(sale).toMatchObject({ ...expected(700), commissionRule: 'Categoría Ratones: 7 %' });
    // $6.999,30 of commission and $1.329,87 of IVA on it.
    expect(sale.commission).toBe(6999.3);
    expect(sale.commissionVat).toBe(1329.87);
    const again = (await store.ledgerOf(shopA.api)).find((e) => e.id === before.id);
    expect(again).toEqual(before);

    const audit: AuditPage = (await store.admin.get('/admin/audit?action=commission_rule.create')).json();
    expect(audit.content[0]).toMatchObject({
      entity: 'commission_rule',
      entityId: String(miceRule.id),
      entityName: 'Ratones',
    });
  });

  it('refuses a second rule for the same target in force at the same time with 409', async () => {
    const res = await store.admin.post(RULES, { scope: 'CATEGORY', categoryId: 'mice', percent: 9 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Ya hay una regla (n.º ${miceRule.id}) para este objetivo en esas fechas: termínala o cambia las fechas de la nueva.`,
    );
    const later = await store.admin.post(RULES, {
      scope: 'CATEGORY',
      categoryId: 'mice',
      percent: 9,
      startsAt: new Date(store.ctx.clock.now().getTime() + 86_400_000).toISOString(),
    });
    expect(later.statusCode).toBe(409);
  });

  it('takes the most specific rule: product, then the deepest category, then seller, then the general rate', async () => {
    const seller = await createRule({ scope: 'SELLER', sellerId: shopB.id, percent: 5 });
    expect(seller.target.name).toContain('Gómez Hardware');
    // The category beats the seller.
    expect(await saleOf(shopB)).toMatchObject(expected(700));
    // A level-3 category beats its level-2 parent.
    const leaf = await createRule({ scope: 'CATEGORY', categoryId: 'mice_wireless', percent: 6.5 });
    expect(await saleOf(shopA)).toMatchObject({
      ...expected(650),
      commissionRule: 'Categoría Ratones Inalámbricos: 6,5 %',
    });
    // The product beats them all, with its fixed amount per unit.
    await createRule({ scope: 'PRODUCT', productId: shopB.product.id, percent: 3, fixedPerUnit: 500 });
    expect(await saleOf(shopB)).toMatchObject({
      ...expected(300, 50_000),
      commissionRule: `Producto ${shopB.product.title}: 3 % + $500 por unidad`,
    });
    // Without category rules, shop A gets the general rate and shop B's other rules are gone…
    for (const id of [leaf.id, miceRule.id])
      expect((await store.admin.post(`${RULES}/${id}/end`, {})).statusCode).toBe(200);
    expect(await saleOf(shopA)).toMatchObject(expected(1000));
    // …and the seller's rule applies once the product's is over.
    const rules: CommissionRulesPage = (await store.admin.get(`${RULES}?scope=PRODUCT&status=ACTIVE`)).json();
    const productRule = rules.content.find((r) => r.target.id === shopB.product.id)!;
    await store.admin.post(`${RULES}/${productRule.id}/end`, {});
    expect(await saleOf(shopB)).toMatchObject({
      ...expected(500),
      commissionRule: `Vendedor ${seller.target.name}: 5 %`,
    });
  });

  it('editing a rule in force ends it now and starts a new version: earlier sales keep the old rate', async () => {
    const rule = await createRule({ scope: 'CATEGORY', categoryId: 'mice', percent: 8 });
    const first = await saleOf(shopA);
    expect(first).toMatchObject(expected(800));
    store.ctx.clock.advance(1_000);
    const res = await store.admin.put(`${RULES}/${rule.id}`, { percent: 7.5, fixedPerUnit: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const edited: CommissionRuleResponse = res.json();
    expect(edited).toMatchObject({ previousId: rule.id, percent: 7.5, status: 'ACTIVE' });
    expect(edited.id).not.toBe(rule.id);
    const list: CommissionRulesPage = (await store.admin.get(`${RULES}?scope=CATEGORY&status=ENDED`)).json();
    expect(list.content.find((r) => r.id === rule.id)).toMatchObject({ percent: 8, endsAt: edited.startsAt });
    expect(await saleOf(shopA)).toMatchObject({
      ...expected(750),
      commissionRule: 'Categoría Ratones: 7,5 %',
    });
    expect((await store.ledgerOf(shopA.api)).find((e) => e.id === first.id)).toEqual(first);

    const audit: AuditPage = (await store.admin.get('/admin/audit?entity=commission_rule')).json();
    expect(audit.content.map((a) => a.action)).toContain('commission_rule.update');
    expect(audit.content.find((a) => a.action === 'commission_rule.update')).toMatchObject({
      before: { percent: 8 },
      after: { percent: 7.5, previousId: rule.id },
    });
    // An ended rule cannot be edited or ended again.
    expect((await store.admin.put(`${RULES}/${rule.id}`, { percent: 1 })).statusCode).toBe(409);
    expect((await store.admin.post(`${RULES}/${edited.id}/end`, {})).json().status).toBe('ENDED');
    expect((await store.admin.post(`${RULES}/${edited.id}/end`, {})).statusCode).toBe(409);
    expect((await store.admin.post(`${RULES}/999999/end`, {})).statusCode).toBe(404);
  });

  it('a rule starting later applies only from its start; a scheduled rule is edited in place', async () => {
    const rule = await createRule({
      scope: 'CATEGORY',
      categoryId: 'mice',
      percent: 4,
      startsAt: later(3_600_000),
    });
    expect(rule.status).toBe('SCHEDULED');
    const edited: CommissionRuleResponse = (
      await store.admin.put(`${RULES}/${rule.id}`, { percent: 4.25, startsAt: rule.startsAt })
    ).json();
    expect(edited).toMatchObject({ id: rule.id, percent: 4.25, status: 'SCHEDULED' });
    expect(await saleOf(shopA)).toMatchObject(expected(1000));
    store.ctx.clock.advance(3_600_000);
    expect(await saleOf(shopA)).toMatchObject(expected(425));
    await store.admin.post(`${RULES}/${rule.id}/end`, {});
  });

  it('a cancellation reverses the commission and its IVA: the order nets to zero', async () => {
    await createRule({ scope: 'CATEGORY', categoryId: 'mice_wireless', percent: 7 });
    const sale = await saleOf(shopA);
    const cancelled = await shopA.api.patch(`/sellers/orders/${sale.orderId}/status`, {
      status: 'CANCELLED',
      reason: 'Sin unidades en bodega',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refund = (await store.ledgerOf(shopA.api)).find(
      (e) => e.orderId === sale.orderId && e.type === 'REFUND',
    )!;
    expect(refund).toMatchObject({
      gross: -sale.gross,
      commission: -sale.commission,
      commissionVat: -sale.commissionVat,
      net: -sale.net,
    });
  });

  it('shows the IVA and the rule to the administrators, in the payments received, and in the report', async () => {
    const all: AdminLedgerEntryResponse[] = (await store.admin.get('/api/transactions')).json();
    const mine = all.filter((e) => e.sellerId === shopA.id);
    expect(mine.every((e) => e.commissionVat !== undefined)).toBe(true);
    expect(mine.find((e) => e.type === 'SALE')!.commissionRule).toMatch(/: \d/);

    const payments: ReceivedPaymentsPage = (await shopA.api.get('/sellers/payments-received')).json();
    for (const p of payments.content) expect(p.paid).toBeCloseTo(p.commission + p.commissionVat + p.net, 2);
    expect(payments.content[0]!.commissionRule).toBeTruthy();

    const report: SellerReportResponse = (await shopA.api.get('/sellers/report')).json();
    const ledger = await store.ledgerOf(shopA.api);
    const sum = (pick: (e: LedgerEntryResponse) => number) =>
      Math.round(ledger.filter((e) => e.type !== 'PAYOUT').reduce((s, e) => s + pick(e) * 100, 0)) / 100;
    expect(report.totalTax).toBeCloseTo(
      sum((e) => e.commission + e.commissionVat),
      2,
    );
    expect(report.netEarnings).toBeCloseTo(
      sum((e) => e.net),
      2,
    );
  });
});
