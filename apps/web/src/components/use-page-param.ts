import { useSearchParams } from 'react-router';

/**
 * The page of a paged list, kept in the address as `?page=N` counted from 1 (so Back and a reload come back to
 * it); answered counted from 0. A missing or malformed value is the first page. `setPage` keeps the address's
 * other parameters and drops `page` on the first page.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = Number(searchParams.get('page'));
  const page = Number.isInteger(param) && param >= 1 ? param - 1 : 0;
  const setPage = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next === 0) params.delete('page');
      else params.set('page', String(next + 1));
      return params;
    });
  return { page, setPage };
}
