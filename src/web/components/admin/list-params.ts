import { useSearchParams } from 'react-router';

export type TSortDirection = 'asc' | 'desc';

type TListParamsOptions<TField extends string> = {
  /** The columns the server accepts to sort by (its whitelist); anything else in the URL is ignored. */
  sortFields: readonly TField[];
  defaultSort?: { field: TField; direction: TSortDirection };
};

/**
 * A list's page, sort and filters kept in the address (?pagina=2&orden=title&sentido=asc&estado=open), so
 * back/forward, reload and a shared link all show the same list. Every change but paging goes to page 1.
 */
export const useListParams = <TField extends string>({
  sortFields,
  defaultSort,
}: TListParamsOptions<TField>) => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const requested = sortFields.find((field) => field === params.get('orden'));
  const sort = requested
    ? { field: requested, direction: (params.get('sentido') === 'asc' ? 'asc' : 'desc') as TSortDirection }
    : defaultSort;

  const update = (changes: Record<string, string | null>, keepPage = false) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        value === null || value === '' ? next.delete(key) : next.set(key, value);
      if (!keepPage) next.delete('pagina');
      return next;
    });
  };

  return {
    page,
    sort,
    /** The list's search text (`?q=`), empty when there is none. */
    search: params.get('q') ?? '',
    setSearch: (text: string | null) => update({ q: text }),
    /** A filter's value in the URL, or null. */
    get: (key: string) => params.get(key),
    /** A filter's value in the URL if it is one of `allowed`; anything else there is ignored. */
    oneOf: <TValue extends string>(key: string, allowed: readonly TValue[]) =>
      allowed.find((value) => value === params.get(key)),
    setFilter: (key: string, value: string | null) => update({ [key]: value }),
    setFilters: (changes: Record<string, string | null>) => update(changes),
    setPage: (next: number) => update({ pagina: next > 1 ? String(next) : null }, true),
    /** First click sorts ascending; a second click on the same column flips it. */
    toggleSort: (field: TField) =>
      update({
        orden: field,
        sentido: sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc',
      }),
  };
};

export type TListParams<TField extends string> = ReturnType<typeof useListParams<TField>>;
