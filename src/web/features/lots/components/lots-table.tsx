import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Button, Group, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { AdminTable, SelectAllTh } from '@/web/components/admin/admin-table.tsx';
import { useSelection } from '@/web/components/admin/selection.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { useDeleteLot } from '../api/delete-lot.ts';
import { useReorderLots } from '../api/reorder-lots.ts';
import { useShiftLotEndDates } from '../api/shift-lot-end-dates.ts';
import { LotRow } from './lot-row.tsx';
import { LotsBulkPublish } from './lots-bulk-publish.tsx';

const t = messages.admin.lotsTable;
const columns = t.columns;

/**
 * The lots of an auction: tick several to publish or withdraw them at once; reorder by dragging (mouse,
 * touch or keyboard: space to lift, arrows to move) or with the arrow buttons, delete lots without bids,
 * and shift every open lot's end at once.
 */
export const LotsTable = ({
  auctionId,
  lots,
  followers,
  draftLotIds,
}: {
  auctionId: number;
  lots: TLotSummary[];
  /** People following each lot, by lot id (watchlist). */
  followers: Record<string, number>;
  /** The lots not published yet. */
  draftLotIds: number[];
}) => {
  const reorderLots = useReorderLots(auctionId);
  const deleteLot = useDeleteLot(auctionId);
  const shiftEndDates = useShiftLotEndDates(auctionId);
  const error = reorderLots.error ?? deleteLot.error ?? shiftEndDates.error;
  const [shift, setShift] = useState(0);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = lots.map((lot) => lot.id);
  const selection = useSelection(ids);
  const reorder = (next: number[]) => reorderLots.mutate(next);
  const onMove = (index: number, by: -1 | 1) => reorder(arrayMove(ids, index, index + by));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <Stack gap="sm">
      <ErrorAlert error={error} />
      {lots.length > 0 && (
        <LotsBulkPublish auctionId={auctionId} selected={selection.selected} onDone={selection.clear} />
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <AdminTable>
            <Table.Thead>
              <Table.Tr>
                <SelectAllTh label={t.selectAll} selection={selection} disabled={lots.length === 0} />
                <Table.Th scope="col">{columns.move}</Table.Th>
                <Table.Th scope="col">{columns.order}</Table.Th>
                <Table.Th scope="col">{columns.title}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {columns.price}
                </Table.Th>
                <Table.Th scope="col">{columns.end}</Table.Th>
                <Table.Th scope="col" visibleFrom="lg">
                  {columns.bids}
                </Table.Th>
                <Table.Th scope="col" visibleFrom="lg">
                  {columns.followers}
                </Table.Th>
                <Table.Th scope="col">{columns.state}</Table.Th>
                <Table.Th scope="col">{messages.admin.common.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lots.map((lot, index) => (
                <LotRow
                  key={lot.id}
                  lot={lot}
                  isDraft={draftLotIds.includes(lot.id)}
                  followers={followers[String(lot.id)] ?? 0}
                  index={index}
                  count={lots.length}
                  isSelected={selection.isSelected(lot.id)}
                  onToggle={() => selection.toggle(lot.id)}
                  onMove={onMove}
                  onDelete={() => deleteLot.mutate(lot.id)}
                />
              ))}
            </Table.Tbody>
          </AdminTable>
        </SortableContext>
      </DndContext>
      <Group align="flex-end">
        <NumberInput
          label={t.shiftLabel}
          w={360}
          value={shift}
          onChange={(value) => setShift(Number(value) || 0)}
        />
        <Button variant="default" disabled={shift === 0} onClick={() => shiftEndDates.mutate(shift)}>
          {t.shift}
        </Button>
      </Group>
    </Stack>
  );
};
