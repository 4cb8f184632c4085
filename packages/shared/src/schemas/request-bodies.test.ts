import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index.ts';
import {
  CreateProductBody,
  RegisterSellerBody,
  UNDECLARED_QUANTITY,
  UpdateOrderStatusBody,
  UpdateProductBody,
  UpdateSellerBody,
} from '../index.ts';

/** Keys no body takes: what the spec's client sends back with whole objects, and what an attacker tries. */
const FOREIGN = { role: 'ROLE_ADMIN', sellerId: 1, accountStatus: 'ACTIVE', numRatings: 99, createdAt: 'x' };

const product = {
  title: 'Teclado mecánico RGB',
  description: 'Switches rojos, formato completo.',
  mrpPrice: 200000,
  sellingPrice: 150000,
  quantity: 5,
  color: 'Negro',
  images: ['/v1/media/demo/keyboards-negro-1.webp'],
  category: 'men',
  category2: 'keyboards',
  category3: 'mechanical_keyboards',
  sizes: ['FREE'],
};

describe('request bodies (product.md#security: keys outside the allowlist are ignored)', () => {
  it('never refuses a body for a key it does not take', () => {
    const bodies = Object.entries(shared).filter(([name]) => name.endsWith('Body'));
    expect(bodies.length).toBeGreaterThan(20);
    for (const [name, schema] of bodies) {
      const result = (schema as z.ZodType).safeParse(FOREIGN);
      const codes = result.error?.issues.map((i) => i.code) ?? [];
      expect(codes, name).not.toContain('unrecognized_keys');
    }
  });

  it('drops the keys of nested sections too', () => {
    const registration = RegisterSellerBody.parse({
      sellerName: 'Andrés',
      email: 'a@example.com',
      mobile: '3001234567',
      gstin: '900123456-8',
      otp: '',
      password: '',
      businessDetails: { businessName: 'Gómez', logo: '', banner: '' },
      pickupAddress: {
        name: 'Andrés',
        pincode: '050001',
        locality: 'Laureles',
        address: 'Calle 10',
        city: 'Medellín',
        state: 'Antioquia',
        mobile: '3001234567',
      },
    });
    expect(Object.keys(registration).sort()).toEqual(
      ['businessDetails', 'email', 'gstin', 'mobile', 'pickupAddress', 'sellerName'].sort(),
    );
    expect(Object.keys(registration.businessDetails)).toEqual(['businessName']);
    expect(Object.keys(registration.pickupAddress!).sort()).toEqual(['address', 'city', 'mobile', 'state']);
  });

  it('keeps "nothing to change" when only foreign keys came', () => {
    const onlyForeign = UpdateSellerBody.safeParse({ accountStatus: 'ACTIVE', emailVerified: true });
    expect(onlyForeign.error?.issues.map((i) => i.message)).toEqual(['No hay cambios que guardar']);
  });

  it('picks the order status branch by `status`, and drops what that branch does not take', () => {
    expect(UpdateOrderStatusBody.parse({ status: 'CONFIRMED', carrier: 'Servientrega', id: 7 })).toEqual({
      status: 'CONFIRMED',
    });
    const shipped = { status: 'SHIPPED', carrier: 'Servientrega', trackingNumber: 'G1' } as const;
    expect(UpdateOrderStatusBody.parse({ ...shipped, reason: 'x', paymentStatus: 'REFUNDED' })).toEqual(
      shipped,
    );
    expect(UpdateOrderStatusBody.safeParse({ status: 'SHIPPED', reason: 'x' }).success).toBe(false);
  });
});

describe("the product bodies of the spec's client", () => {
  it('takes one size as a list of one, and no size as none', () => {
    expect(CreateProductBody.parse({ ...product, sizes: 'FREE' }).sizes).toEqual(['FREE']);
    expect(UpdateProductBody.parse({ sizes: 'M' }).sizes).toEqual(['M']);
    const none = CreateProductBody.safeParse({ ...product, sizes: '' });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['Se requieren las tallas']);
  });

  it('creates a product without a quantity with UNDECLARED_QUANTITY units', () => {
    expect(CreateProductBody.parse({ ...product, quantity: '' }).quantity).toBe(UNDECLARED_QUANTITY);
    const { quantity: _, ...withoutQuantity } = product;
    expect(CreateProductBody.parse(withoutQuantity).quantity).toBe(UNDECLARED_QUANTITY);
    expect(CreateProductBody.safeParse({ ...product, quantity: -1 }).error?.issues[0]?.message).toBe(
      'La cantidad no puede ser negativa',
    );
  });

  it('ignores the category object the update sends back, but not a category id', () => {
    const loaded = { id: 12, categoryId: 'mechanical_keyboards', name: 'Mecánicos', level: 3 };
    expect(UpdateProductBody.parse({ title: 'Teclado nuevo', category: loaded })).toEqual({
      title: 'Teclado nuevo',
      category: undefined,
    });
    expect(UpdateProductBody.safeParse({ category: 'men' }).error?.issues[0]?.message).toBe(
      'Indica la categoría completa: category, category2 y category3',
    );
    expect(UpdateProductBody.safeParse({ category: ['men'] }).success).toBe(false);
  });
});
