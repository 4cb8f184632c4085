import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { sellerRegistration, shopName, signUpSeller } from '../../test/seller.ts';
import { asUser } from '../../test/shopper.ts';
import { countRows, createTestApp, latestCode, type TestContext, uniqueEmail } from '../../test/test-app.ts';
import { createSellerFiscal } from './seller-fiscal.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const NIT_CHECK_DIGIT = 'El NIT no es válido: revisa el dígito de verificación';
const profileOf = async (jwt: string) => (await asUser(ctx, jwt).get('/sellers/profile')).json();
const idOf = async (jwt: string) => (await profileOf(jwt)).id as number;

/** A seller who registered with our form: a cédula, a legal name, not responsible for VAT. */
const ourRegistration = (email: string) => ({
  ...sellerRegistration(email),
  taxIdType: 'CC' as const,
  gstin: '1.020.304.050',
  businessDetails: {
    businessName: shopName(email),
    legalName: 'Andrés Felipe Gómez Ruiz',
    vatResponsible: false,
  },
});

describe("registering with a seller's Colombian data (issue 32 part 4)", () => {
  it('keeps a cédula, the legal name and the VAT regime, and a NIT typed with dots or spaces normalised', async () => {
    const cc = await signUpSeller(ctx, uniqueEmail('cedula'), { taxIdType: 'CC', gstin: '1.020.304.050' });
    expect(await profileOf(cc)).toMatchObject({ taxIdType: 'CC', gstin: '1020304050' });

    const email = uniqueEmail('nit');
    const nit = await signUpSeller(ctx, email, {
      ...ourRegistration(email),
      taxIdType: 'NIT',
      gstin: ' 900.123.456 - 8 ',
    });
    expect(await profileOf(nit)).toMatchObject({
      taxIdType: 'NIT',
      gstin: '900123456-8',
      businessDetails: { legalName: 'Andrés Felipe Gómez Ruiz', vatResponsible: false },
      bankDetails: { ifscCode: '1007', bankCode: '1007', bankName: 'Bancolombia', accountType: 'AHORROS' },
      dataComplete: { fiscal: true, bank: true },
    });
  });

  it('refuses a NIT whose check digit is wrong, and a cédula of the wrong length, in Spanish; nothing is registered', async () => {
    const before = await countRows(ctx, 'seller_registrations');
    for (const [changes, message] of [
      [{ gstin: '900123456-7' }, NIT_CHECK_DIGIT],
      [{ gstin: '9001234567' }, NIT_CHECK_DIGIT],
      [{ gstin: '12-3' }, 'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-8'],
      [{ taxIdType: 'CC', gstin: '12345' }, 'La cédula debe tener entre 6 y 10 dígitos'],
      [{ taxIdType: 'RUT', gstin: '900123456-8' }, 'Elige el tipo de documento'],
    ] as const) {
      const email = uniqueEmail('malo');
      const res = await asUser(ctx).post('/sellers', { ...sellerRegistration(email), ...changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows(ctx, 'seller_registrations')).toBe(before);
  });

  it("takes the spec's client's registration (no type, legal name, regime or account type): a NIT, the shop's name as legal name, the data shown incomplete", async () => {
    const email = uniqueEmail('cliente');
    const { pickupAddress } = sellerRegistration(email);
    const res = await asUser(ctx).post('/sellers', {
      sellerName: 'Andrés Gómez',
      email,
      mobile: '3001234567',
      gstin: '900.123.456-8',
      businessDetails: { businessName: shopName(email) },
      pickupAddress,
      bankDetails: {
        accountHolderName: 'Andrés Gómez',
        accountNumber: '0045-987654',
        ifscCode: 'BANCO DE BOGOTA',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await asUser(ctx).patch(`/sellers/verify/${await latestCode(ctx, email)}`)).statusCode).toBe(200);
    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select tax_id_type, gstin, legal_name, vat_responsible, bank_code, bank_account_type, bank_account_number
          from sellers where email = ${email}`,
    );
    expect(row).toEqual({
      tax_id_type: 'NIT',
      gstin: '900123456-8',
      legal_name: shopName(email),
      vat_responsible: null,
      bank_code: '1001',
      bank_account_type: null,
      bank_account_number: '0045987654',
    });
  });
});

describe("updating a seller's Colombian data", () => {
  it('saves the business and bank blocks of our forms; a wrong check digit or an unknown bank is a 400 in Spanish', async () => {
    const jwt = await signUpSeller(ctx);
    const api = asUser(ctx, jwt);
    const business = {
      taxIdType: 'NIT',
      gstin: '901.245.378-9',
      businessDetails: { businessName: 'Pixel Nuevo', legalName: 'Pixel Nuevo S.A.S.', vatResponsible: true },
    };
    const saved = await api.patch('/sellers', business);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      taxIdType: 'NIT',
      gstin: '901245378-9',
      businessDetails: { legalName: 'Pixel Nuevo S.A.S.', vatResponsible: true },
    });

    const wrong = await api.patch('/sellers', { ...business, gstin: '901245378-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(NIT_CHECK_DIGIT);
    const bank = {
      accountHolderName: 'Pixel Nuevo S.A.S.',
      accountNumber: '230198765',
      accountType: 'CORRIENTE',
    };
    const unknownBank = await api.patch('/sellers', {
      bankDetails: { ...bank, ifscCode: 'Banco de la Luna' },
    });
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json().message).toBe(
      'Banco no reconocido: elige uno de la lista de bancos colombianos',
    );
    const shortNumber = await api.patch('/sellers', {
      bankDetails: { ...bank, ifscCode: '1051', accountNumber: '123' },
    });
    expect(shortNumber.json().message).toBe('El número de cuenta debe tener entre 6 y 20 dígitos');
    const good = await api.patch('/sellers', { bankDetails: { ...bank, ifscCode: '1051' } });
    expect(good.json().bankDetails).toEqual({
      accountHolderName: 'Pixel Nuevo S.A.S.',
      accountNumber: '230198765',
      ifscCode: '1051',
      bankCode: '1051',
      bankName: 'Davivienda',
      accountType: 'CORRIENTE',
    });
    expect((await profileOf(jwt)).gstin).toBe('901245378-9');
  });

  it("checks a number the spec's client sends against the seller's own type, and keeps one sent back unchanged", async () => {
    const email = uniqueEmail('cc');
    const jwt = await signUpSeller(ctx, email, ourRegistration(email));
    const api = asUser(ctx, jwt);
    // The spec's business form: the name, the NIP and the status, no type. A cédula stays a cédula.
    const form = { businessName: 'Gómez Cédula', gstin: '52.987.654', accountStatus: 'ACTIVE' };
    const res = await api.patch('/sellers', {
      ...form,
      businessDetails: { businessName: form.businessName },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      taxIdType: 'CC',
      gstin: '52987654',
      accountStatus: 'PENDING_VERIFICATION',
    });
    const tooShort = await api.patch('/sellers', { gstin: '123' });
    expect(tooShort.json().message).toBe('La cédula debe tener entre 6 y 10 dígitos');

    // A number kept from before the check (no type) is not refused when the form sends it back unchanged.
    await queryRows(
      ctx.database.db,
      sql`update sellers set gstin = 'ABC-123', tax_id_type = null where email = ${email}`,
    );
    const kept = await api.patch('/sellers', {
      gstin: 'ABC-123',
      businessDetails: { businessName: 'Gómez Legado' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ gstin: 'ABC-123', taxIdType: null, dataComplete: { fiscal: false } });
    // Changed, it is checked (as a NIT: the seller's type is unknown).
    expect((await api.patch('/sellers', { gstin: 'ABC-124' })).json().message).toBe(
      'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-8',
    );
  });

  it("lets no seller change another's tax id or bank account", async () => {
    const a = await signUpSeller(ctx);
    const b = await signUpSeller(ctx);
    const bId = await idOf(b);
    const res = await asUser(ctx, a).patch('/sellers', {
      id: bId,
      taxIdType: 'NIT',
      gstin: '800197268-4',
      bankDetails: {
        accountHolderName: 'Ladrón',
        accountNumber: '99999999',
        ifscCode: 'Nequi',
        accountType: 'AHORROS',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).not.toBe(bId);
    const untouched = await profileOf(b);
    expect(untouched).toMatchObject({
      gstin: '900123456-8',
      bankDetails: { accountNumber: '123456789', bankCode: '1007' },
    });
    expect((await asUser(ctx).patch('/sellers', { gstin: '800197268-4' })).statusCode).toBe(401);
  });
});

describe('fiscal profiles and payout accounts (for documents and payouts)', () => {
  it('answers each seller asked for: the tax id as documents print it, and the whole account with the holder id', async () => {
    const email = uniqueEmail('cc');
    const withCc = await idOf(await signUpSeller(ctx, email, ourRegistration(email)));
    const withNit = await idOf(await signUpSeller(ctx, uniqueEmail('nit'), { bankDetails: undefined }));
    const fiscal = createSellerFiscal({ db: ctx.database.db });

    const profiles = await fiscal.fiscalProfiles([withCc, withNit, 999_999]);
    expect(profiles.size).toBe(2);
    expect(profiles.get(withCc)).toEqual({
      businessName: shopName(email),
      legalName: 'Andrés Felipe Gómez Ruiz',
      taxIdType: 'CC',
      taxId: 'CC 1.020.304.050',
      vatResponsible: false,
      complete: true,
    });
    // Registered without a regime (as the spec's client): printable, but incomplete until the seller says.
    expect(profiles.get(withNit)).toMatchObject({
      taxId: 'NIT 900.123.456-8',
      vatResponsible: null,
      complete: false,
    });

    const accounts = await fiscal.payoutAccounts([withCc, withNit]);
    expect(accounts.get(withCc)).toEqual({
      accountHolderName: 'Andrés Gómez',
      bankCode: '1007',
      bankName: 'Bancolombia',
      accountType: 'AHORROS',
      accountNumber: '123456789',
      holderIdType: 'CC',
      holderId: '1020304050',
      complete: true,
    });
    expect(accounts.get(withNit)).toMatchObject({ bankCode: null, accountNumber: '', complete: false });
    expect((await fiscal.fiscalProfiles([])).size).toBe(0);
  });
});

describe('migration 0029 on the shops it finds', () => {
  it('makes a valid NIT a NIT, keeps any other value with no type, and reads the bank out of the old IFSC field', async () => {
    const db = ctx.database.db;
    const legacy = [
      ['legacy-nit', '900.876.543-1', 'BANCO DE BOGOTA', '0045-98 7654'],
      ['legacy-bad', '900123456-7', 'BANCOL01', '123456789'],
      ['legacy-text', 'GSTIN-27AAPFU0939F1ZV', 'bbva colombia', '5555555'],
    ] as const;
    for (const [name, gstin, ifsc, number] of legacy)
      await queryRows(
        db,
        sql`insert into sellers (email, seller_name, mobile, gstin, business_name, bank_ifsc_code, bank_account_number)
            values (${`${name}@example.com`}, ${name}, '3001234567', ${gstin}, ${`Tienda ${name}`}, ${ifsc}, ${number})`,
      );
    // The migration's backfill, run again: every statement but the schema changes.
    const migration = readFileSync(
      new URL('../../db/migrations/0029_sellers_colombian_data.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s)))
      await queryRows(db, sql.raw(statement));
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select seller_name, tax_id_type, gstin, legal_name, bank_code, bank_account_number from sellers
          where email like 'legacy-%' order by seller_name`,
    );
    expect(rows).toEqual([
      {
        seller_name: 'legacy-bad',
        tax_id_type: null,
        gstin: '900123456-7',
        legal_name: 'Tienda legacy-bad',
        bank_code: null,
        bank_account_number: '123456789',
      },
      {
        seller_name: 'legacy-nit',
        tax_id_type: 'NIT',
        gstin: '900876543-1',
        legal_name: 'Tienda legacy-nit',
        bank_code: '1001',
        bank_account_number: '0045987654',
      },
      {
        seller_name: 'legacy-text',
        tax_id_type: null,
        gstin: 'GSTIN-27AAPFU0939F1ZV',
        legal_name: 'Tienda legacy-text',
        bank_code: '1013',
        bank_account_number: '5555555',
      },
    ]);
  });
});
