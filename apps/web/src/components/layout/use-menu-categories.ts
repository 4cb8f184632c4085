import { type CategoryEntry, TOP_CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { useMemo } from 'react';
import { useGetTopLevelCategoriesQuery } from '@/api/categories';

/**
 * The top-level categories the menus show: those with products once the server has said which, every one
 * until then (and if it cannot say), so an entry never flashes in; one without products simply goes away.
 */
export function useMenuCategories(): readonly CategoryEntry[] {
  const { data } = useGetTopLevelCategoriesQuery();
  return useMemo(() => {
    if (!data) return TOP_CATEGORIES;
    const withProducts = new Set(data.categoryIds);
    return TOP_CATEGORIES.filter((c) => withProducts.has(c.categoryId));
  }, [data]);
}
