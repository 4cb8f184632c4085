import { SPEC_FILTER_PREFIX } from '@tecnobazar/shared/constants/catalog';
import { useSearchParams } from 'react-router';
import type { ProductSort } from '@/api/catalog';

const SORTS: readonly ProductSort[] = ['price_low', 'price_high'];

export type ListingFilter = 'color' | 'price' | 'discount' | 'sort' | 'fit';

/** How a product fits the open PC build ('Compatible con tu armado'), as the facet and `fit` name it. */
export const FIT_VALUES = ['compatible', 'unchecked', 'warning'] as const;
export type FitValue = (typeof FIT_VALUES)[number];

/**
 * The listing's filters, sort and page live in the address (`?color=&price=&discount=&sort=&page=&fit=` and
 * one `spec.<attribute>=a,b` per specification filter), so a shared link or Back shows the same results.
 * `page` counts from 1, as the pagination shows it.
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
    fit: (searchParams.get('fit') ?? '')
      .split(',')
      .filter((v): v is FitValue => (FIT_VALUES as readonly string[]).includes(v)),
    specs: Object.fromEntries(
      [...searchParams.entries()]
        .filter(([name, value]) => name.startsWith(SPEC_FILTER_PREFIX) && value !== '')
        .map(([name, value]) => [name.slice(SPEC_FILTER_PREFIX.length), value.split(',')]),
    ) as Record<string, string[]>,
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

  /** Sets the values of one specification filter (none removes it); back to the first page. */
  const setSpec = (key: string, values: string[]) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (values.length > 0) next.set(`${SPEC_FILTER_PREFIX}${key}`, values.join(','));
      else next.delete(`${SPEC_FILTER_PREFIX}${key}`);
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

  return { ...params, setFilters, setSpec, setPage, clearAll };
}
