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

/**
 * The address (`?…`, or '' for none) of a paged list's last page when `page` (counted from 0) is past its end:
 * answering or removing the last item of the last page leaves that page empty. Undefined while `page` is
 * fine. The address's other parameters stay.
 */
export function pastLastPage(
  answer: { content: readonly unknown[]; totalPages: number } | undefined,
  page: number,
  searchParams: URLSearchParams,
): string | undefined {
  const lastPage = Math.max(0, (answer?.totalPages ?? 0) - 1);
  if (!answer || answer.content.length > 0 || page <= lastPage) return undefined;
  const next = new URLSearchParams(searchParams);
  if (lastPage === 0) next.delete('page');
  else next.set('page', String(lastPage + 1));
  const search = next.toString();
  return search ? `?${search}` : '';
}
