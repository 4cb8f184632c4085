import { describe, expect, it } from 'vitest';
import { type OpenBuild, withoutProduct, withProduct, withQuantity, withSwap } from './open-build';

const build: OpenBuild = {
  name: 'Mi armado',
  parts: [
    { slot: 'cpu', productId: 1, quantity: 1 },
    { slot: 'ssd', productId: 5, quantity: 1 },
  ],
};

describe('the open build', () => {
  it("replaces the part of a one-part slot and adds to a slot that takes several, in the builder's order", () => {
    expect(withProduct(build, 'cpu', 2).parts.map((p) => p.productId)).toEqual([2, 5]);
    expect(withProduct(build, 'ssd', 6).parts.map((p) => p.productId)).toEqual([1, 5, 6]);
    expect(withProduct(build, 'motherboard', 3).parts.map((p) => [p.slot, p.productId])).toEqual([
      ['cpu', 1],
      ['motherboard', 3],
      ['ssd', 5],
    ]);
    expect(withProduct(build, 'ssd', 5)).toBe(build);
  });

  it('swaps a part for another in the same slot and units, and removes one', () => {
    const twoKits = withQuantity(
      { ...build, parts: [...build.parts, { slot: 'ram', productId: 7, quantity: 1 }] },
      7,
      2,
    );
    expect(withSwap(twoKits, 7, 8).parts.at(-1)).toEqual({ slot: 'ram', productId: 8, quantity: 2 });
    // Swapping in a part already there leaves one of it.
    expect(withSwap(build, 1, 5).parts).toEqual([{ slot: 'ssd', productId: 5, quantity: 1 }]);
    expect(withoutProduct(build, 1).parts.map((p) => p.productId)).toEqual([5]);
  });

  it("keeps units between 1 and the slot's maximum", () => {
    expect(withQuantity(build, 1, 3).parts[0]!.quantity).toBe(1); // one processor
    expect(withQuantity(build, 5, 9).parts[1]!.quantity).toBe(4);
    expect(withQuantity(build, 5, 0).parts[1]!.quantity).toBe(1);
  });
});
