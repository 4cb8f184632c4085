import { useSearchParams } from 'react-router';
import type { ProductSort } from '@/api/catalog';

const SORTS: readonly ProductSort[] = ['price_low', 'price_high'];

export type ListingFilter = 'color' | 'price' | 'discount' | 'sort';

/**
 * The listing's filters, sort and page live in the address (`?color=&price=&discount=&sort=&page=`), so a
 * shared link or Back shows the same results. `page` counts from 1, as the pagination shows it.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const sortParam = searchParams.get('sort');
  const discount = Number.parseInt(searchParams.get('discount') ?? '', 10);
  const page = Number.parseInt(searchParams.get('page') ?? '', 10);

  const params = {
    color: searchParams.get('color') || undefined,
    price: searchParams.get('price') || undefined,
    discount: Number.isInteger(discount) ? discount : undefined,
    sort: SORTS.find((sort) => sort === sortParam),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };

  /** Sets or (with null) removes filters; any change of filter or sort goes back to the first page. */
  const setFilters = (changes: Partial<Record<ListingFilter, string | null>>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      next.delete('page');
      return next;
    });

  const setPage = (nextPage: number) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });

  const clearAll = () => setSearchParams(new URLSearchParams());

  return { ...params, setFilters, setPage, clearAll };
}
