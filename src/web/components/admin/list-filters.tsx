import { Group, Select, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TListParams } from './list-params.ts';

/** A list's filter bar: its search box and filters in one row, a search landmark for screen readers. */
export const ListFilters = ({ children }: { children: ReactNode }) => (
  <Group align="flex-end" role="search">
    {children}
  </Group>
);

/** A select's options from the catalogue's labels, in the order of `values` (by default the labels'). */
export const filterOptions = <TValue extends string>(
  labels: Record<TValue, string>,
  values?: readonly TValue[],
) =>
  values
    ? values.map((value) => ({ value, label: labels[value] }))
    : Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

type TListFilterSelectProps = Omit<
  SelectProps,
  'list' | 'value' | 'defaultValue' | 'onChange' | 'clearable' | 'allowDeselect'
> & {
  list: Pick<TListParams<string>, 'setFilter'>;
  /** The filter's name in the URL: `estado` for ?estado=open. */
  param: string;
  value: string | null | undefined;
  /**
   * The choice shown when the URL has none (the list's default view). With it the select is never empty,
   * and choosing it takes the filter out of the URL; without it the select can be cleared to show all.
   */
  defaultValue?: string;
};

/** A list filter kept in the URL: choosing sets it (and goes back to page 1), clearing removes it. */
export const ListFilterSelect = ({ list, param, value, defaultValue, ...props }: TListFilterSelectProps) => (
  <Select
    {...(defaultValue === undefined ? { clearable: true } : { allowDeselect: false })}
    value={value ?? null}
    onChange={(next) => list.setFilter(param, next === defaultValue ? null : next)}
    {...props}
  />
);
