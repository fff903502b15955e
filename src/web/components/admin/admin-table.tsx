import {
  Alert,
  Center,
  Checkbox,
  Group,
  Pagination,
  Table,
  type TableProps,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import type { TListParams } from './list-params.ts';
import type { useSelection } from './selection.ts';

const t = messages.admin.table;

/** The back office's table: dense, striped, its header stays in view while the list scrolls. */
export const AdminTable = ({ children, ...props }: TableProps) => (
  <Table.ScrollContainer minWidth={640} type="native">
    <Table
      striped
      highlightOnHover
      stickyHeader
      verticalSpacing={6}
      horizontalSpacing="sm"
      fz="sm"
      withTableBorder
      {...props}
    >
      {children}
    </Table>
  </Table.ScrollContainer>
);

type TSortableThProps<TField extends string> = {
  field: TField;
  /** The list it sorts (useListParams): the order now, and what a click changes. */
  list: Pick<TListParams<TField>, 'sort' | 'toggleSort'>;
  /** Money and counts are right-aligned, and so is their header. */
  ta?: 'left' | 'right';
  children: ReactNode;
};

/** A column header that sorts by its field; aria-sort tells a screen reader the current order. */
export const SortableTh = <TField extends string>({
  field,
  list,
  ta,
  children,
}: TSortableThProps<TField>) => {
  const direction = list.sort?.field === field ? list.sort.direction : undefined;
  return (
    <Table.Th
      scope="col"
      ta={ta}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <UnstyledButton fw={700} fz="sm" onClick={() => list.toggleSort(field)}>
        {children}
        <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ' ↕'}</span>
      </UnstyledButton>
    </Table.Th>
  );
};

type TAdminPaginationProps = {
  /** The list it pages through (useListParams), which keeps the page in the URL. */
  list: Pick<TListParams<string>, 'page' | 'setPage'>;
  /** The server's count of rows and page size. */
  metadata: { total?: number; limit?: number };
  /** What is being paged through, for screen readers: "Páginas de inscripciones". */
  label: string;
};

/** Pages of a list, shown only when there is more than one; every control has a spoken name. */
export const AdminPagination = ({ list, metadata, label }: TAdminPaginationProps) => {
  const { total = 0, limit = 25 } = metadata;
  const pages = Math.ceil(total / limit);
  if (pages <= 1) return null;
  return (
    <Center component="nav" aria-label={label}>
      <Pagination
        total={pages}
        value={list.page}
        onChange={list.setPage}
        getItemProps={(item) => ({
          'aria-label': t.page(item),
          'aria-current': item === list.page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t.controls[control] })}
      />
    </Center>
  );
};

type TShortcutRowProps = {
  index: number;
  /** The row the j/k keys are on (useListShortcuts' activeRow). */
  activeRow: number;
  onActivate: (index: number) => void;
  children: ReactNode;
};

/** A row the j/k keys can move to: focusable from script, highlighted while it is the clerk's row. */
export const ShortcutRow = ({ index, activeRow, onActivate, children }: TShortcutRowProps) => (
  <Table.Tr
    data-row-index={index}
    tabIndex={-1}
    bg={activeRow === index ? 'var(--mantine-color-blue-light)' : undefined}
    onFocus={() => onActivate(index)}
  >
    {children}
  </Table.Tr>
);

/** Above a list with ticks: how many are selected ("3 depósitos seleccionados") and the bulk actions. */
export const BulkBar = ({ selected, children }: { selected: string; children: ReactNode }) => (
  <Group gap="xs" aria-live="polite">
    <Text size="sm" fw={600}>
      {selected}
    </Text>
    {children}
  </Group>
);

type TSelectAllThProps = {
  label: string;
  /** The list's ticks (useSelection). */
  selection: Pick<ReturnType<typeof useSelection>, 'isAll' | 'isSome' | 'toggleAll'>;
  /** Set when no row on the page can be ticked, so the box does not offer what it cannot do. */
  disabled?: boolean;
};

/** The header of a list's tick column: ticks or unticks every row, half-ticked when only some are. */
export const SelectAllTh = ({ label, selection, disabled }: TSelectAllThProps) => (
  <Table.Th scope="col" w={36}>
    <Checkbox
      aria-label={label}
      checked={selection.isAll}
      indeterminate={selection.isSome}
      disabled={disabled}
      onChange={selection.toggleAll}
    />
  </Table.Th>
);

/** What a bulk action did ("3 depósitos recibidos"), announced politely and kept until the clerk closes it. */
export const BulkOutcome = ({ outcome, onClose }: { outcome: string | null; onClose: () => void }) =>
  outcome ? (
    <Alert color="blue" role="status" withCloseButton onClose={onClose}>
      {outcome}
    </Alert>
  ) : null;
