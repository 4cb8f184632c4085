import { describe, expect, it } from 'vitest';
import { COLORS } from './catalog.ts';
import { CATEGORIES, findCategory } from './categories.ts';
import { CLIENT_COLORS, CLIENT_LEVEL3, ourCategoryId, ourColorName } from './original-client-aliases.ts';

describe("the original client's level-3 ids", () => {
  it('map, each with its parent, to one of our leaves under that same level-2 parent', () => {
    expect(CLIENT_LEVEL3).toHaveLength(66);
    for (const [parent, clientId, ours] of CLIENT_LEVEL3) {
      expect(findCategory(ourCategoryId(clientId, parent)), `${parent}/${clientId}`).toMatchObject({
        categoryId: ours,
        level: 3,
        parentCategoryId: parent,
      });
    }
  });

  it('resolve an id that repeats under two parents by its parent, and without one as the keyboards', () => {
    expect(ourCategoryId('Teclados gaming', 'mice')).toBe('mice_gaming');
    expect(ourCategoryId('Teclados gaming', 'keyboards')).toBe('keyboards_mechanical');
    expect(ourCategoryId('Teclados inalámbricos', 'mice')).toBe('mice_wireless');
    expect(ourCategoryId('Teclados inalámbricos')).toBe('keyboards_wireless');
    expect(ourCategoryId('Teclados gaming')).toBe('keyboards_mechanical');
  });

  it('leave our own ids and unknown ids as they are', () => {
    for (const { categoryId } of CATEGORIES) expect(ourCategoryId(categoryId)).toBe(categoryId);
    expect(ourCategoryId('men_formal_shoes')).toBe('men_formal_shoes');
  });
});

describe("the original client's colours", () => {
  it('map each name our palette lacks to one of ours, in any case', () => {
    const palette = new Set(COLORS.map((c) => c.name));
    for (const [client, ours] of Object.entries(CLIENT_COLORS)) {
      expect(palette.has(client), client).toBe(false);
      expect(palette.has(ours), ours).toBe(true);
      expect(ourColorName(client.toUpperCase())).toBe(ours);
    }
  });

  it('keep our names as our palette spells them and know no others', () => {
    for (const { name } of COLORS) expect(ourColorName(name.toLowerCase())).toBe(name);
    expect(ourColorName('Fosforito')).toBeUndefined();
  });
});
