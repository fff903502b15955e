import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TSearchResult } from '@/common/schemas/search.ts';
import { Highlight } from '@/web/components/highlight.tsx';
import { lotLiveText } from '@/web/components/lot-live-state.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { PicturePlaceholder } from '@/web/components/picture-placeholder.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useProvinces } from '@/web/features/auth/api/get-provinces.ts';
import { SaveSearchButton } from '@/web/features/saved-searches/components/save-search-button.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { searchOf } from './search.page.ts';

const t = messages.search;

const linkTo = (result: TSearchResult) => {
  if (result.type === 'lot') return paths.auctionLot(result.parentId!, result.id);
  if (result.type === 'auction') return paths.auction(result.id);
  if (result.type === 'sale') return paths.sale(result.id);
  return paths.saleLot(result.parentId!, result.id);
};

/** One result: its picture, kind, title and snippet with the words found marked, price and closing. */
const SearchResultCard = ({ result, q }: { result: TSearchResult; q: string }) => (
  <Card withBorder padding="sm" component="article">
    <Group wrap="nowrap" align="flex-start">
      {result.thumb ? (
        <img src={result.thumb} alt="" width={120} height={90} className="search-thumb" loading="lazy" />
      ) : (
        <div style={{ width: 120, flex: '0 0 auto' }}>
          <PicturePlaceholder compact />
        </div>
      )}
      <Stack gap={4}>
        <Text size="xs" fw={700} c="blue.9">
          {t.types[result.type]}
          {result.status === 'closed' ? ` · ${t.closedResult}` : ''}
        </Text>
        <Anchor component={Link} to={linkTo(result)} fw={700}>
          <Highlight text={result.title} query={q} />
        </Anchor>
        <Text size="sm">
          <Highlight text={result.snippet} query={q} />
        </Text>
        <Text size="sm">
          {result.price !== null && <strong>{formatCents(result.price)}</strong>}
          {result.live
            ? ` · ${lotLiveText(result.live)}`
            : result.endDate && ` · ${t.closesAt(formatDateTime(result.endDate))}`}
        </Text>
      </Stack>
    </Group>
  </Card>
);

/** The filters beside the words: kind, province, state, price range and order, each kept in the URL. */
const SearchFilters = ({
  params,
  filters,
  isOpen,
  set,
}: {
  params: URLSearchParams;
  filters: ReturnType<typeof searchOf>['filters'];
  isOpen: boolean;
  set: (key: string, value: string | null) => void;
}) => {
  const provinces = useProvinces();
  return (
    <div id="search-filters" className="search-filters" data-open={isOpen || undefined}>
      <NativeSelect
        label={t.type}
        value={filters.type ?? ''}
        onChange={(event) => set('tipo', event.currentTarget.value)}
        data={[
          { value: '', label: t.anyType },
          ...Object.entries(t.types).map(([value, label]) => ({ value, label })),
        ]}
        w={200}
      />
      <NativeSelect
        label={t.province}
        value={filters.province ?? ''}
        onChange={(event) => set('provincia', event.currentTarget.value)}
        data={[
          { value: '', label: t.anyProvince },
          ...(provinces.data?.data.provinces ?? []).map((province) => ({
            value: String(province.id),
            label: province.name,
          })),
        ]}
        w={220}
      />
      <NativeSelect
        label={t.status}
        value={filters.status ?? ''}
        onChange={(event) => set('estado', event.currentTarget.value)}
        data={[
          { value: '', label: t.anyStatus },
          ...Object.entries(t.statuses).map(([value, label]) => ({ value, label })),
        ]}
        w={150}
      />
      <TextInput
        key={params.get('desde') ?? ''}
        label={t.priceFrom}
        inputMode="numeric"
        defaultValue={params.get('desde') ?? ''}
        onBlur={(event) => set('desde', event.currentTarget.value.replace(/\D/g, '') || null)}
        w={150}
      />
      <TextInput
        key={params.get('hasta') ?? ''}
        label={t.priceTo}
        inputMode="numeric"
        defaultValue={params.get('hasta') ?? ''}
        onBlur={(event) => set('hasta', event.currentTarget.value.replace(/\D/g, '') || null)}
        w={150}
      />
      <NativeSelect
        label={t.order}
        value={filters.order}
        onChange={(event) => set('orden', event.currentTarget.value)}
        data={Object.entries(t.orders).map(([value, label]) => ({ value, label }))}
        w={220}
      />
    </div>
  );
};

/** `/buscar?q=…&tipo=…&estado=…&desde=…&hasta=…&orden=…&pagina=…`: everything in the URL, so a search can be shared. */
const SearchPage = () => {
  const [params, setParams] = useSearchParams();
  const { q, page, filters, options } = searchOf(params);
  const [text, setText] = useState(q);
  usePageTitle(q ? `${t.title}: ${q}` : t.title);
  const query = useQuery(options);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    next.delete('pagina');
    setParams(next);
  };
  // On a phone the filters wait behind a button that says how many are on (site.css hides them below 600 px).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (['tipo', 'provincia', 'estado', 'desde', 'hasta'] as const).filter((key) =>
    params.get(key),
  ).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set('q', text.trim() || null);
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{t.title}</Title>
        {q.length >= 2 && (
          <SaveSearchButton query={{ q, minPrice: filters.minPrice, maxPrice: filters.maxPrice }} />
        )}
      </Group>
      <search>
        <form onSubmit={submit}>
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              label={t.label}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              type="search"
              w={{ base: 'auto', sm: 420 }}
              flex={{ base: 1, sm: 'none' }}
              miw={0}
            />
            <Button type="submit">{messages.site.searchButton}</Button>
          </Group>
        </form>
      </search>
      <Button
        className="filters-toggle"
        variant="default"
        aria-expanded={filtersOpen}
        aria-controls="search-filters"
        onClick={() => setFiltersOpen((open) => !open)}
        data-testid="filters-toggle"
      >
        {t.filtersButton(activeFilters)}
      </Button>
      <SearchFilters params={params} filters={filters} isOpen={filtersOpen} set={set} />
      {q.length < 2 ? (
        <Text c="dimmed">{t.hint}</Text>
      ) : (
        <QueryState query={query}>
          {({ data, metadata }) => (
            <Stack gap="md">
              <Text role="status">{t.count(metadata.total, q, metadata.capped)}</Text>
              {data.results.length === 0 && <Text c="dimmed">{t.empty}</Text>}
              {data.results.map((result) => (
                <SearchResultCard key={`${result.type}-${result.id}`} result={result} q={q} />
              ))}
              {metadata.total > metadata.limit && (
                <Center>
                  <Pagination
                    total={Math.ceil(metadata.total / metadata.limit)}
                    value={page}
                    onChange={(next) =>
                      setParams((old) => {
                        old.set('pagina', String(next));
                        return old;
                      })
                    }
                    aria-label={t.pagination}
                  />
                </Center>
              )}
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
};

export default SearchPage;
