import { findCategory } from '@tecnobazar/shared/constants/categories';
import { buildDemoProducts, DEMO_HOME_CATEGORIES } from '../../db/seed/demo-catalog.ts';
import { legacyDemoImageKey } from './demo-image.ts';

/**
 * The keys the demo seed wrote before each model had a picture of its own (`keyboards-negro-1`). The seed
 * runs only on an empty catalogue, so a database seeded then keeps pointing at them: they stay served. Same
 * rules as that seed: per product its level-2 slug, colour and variants 1..image count; per home tile the
 * level-2 slug of its category, its colour and the variant cycling 1..3 with its position in the section.
 */
export function legacyDemoImageKeys(): Set<string> {
  const keys = new Set<string>();
  for (const p of buildDemoProducts())
    for (let v = 1; v <= p.images.length; v++) keys.add(legacyDemoImageKey(p.level2, p.color, v));
  const positions = new Map<string, number>();
  for (const h of DEMO_HOME_CATEGORIES) {
    const position = positions.get(h.section) ?? 0;
    positions.set(h.section, position + 1);
    const cat = findCategory(h.categoryId);
    const level2 = cat?.level === 3 && cat.parentCategoryId ? cat.parentCategoryId : h.categoryId;
    keys.add(legacyDemoImageKey(level2, h.color, (position % 3) + 1));
  }
  return keys;
}
