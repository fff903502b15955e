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
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Anchor, Button, Group, NumberInput, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCents, formatDateTime } from '@/common/format.ts';
import type { TLotSummary } from '@/common/schemas/catalogue.ts';
import { es } from '@/web/i18n/es.ts';
import { useDeleteLot } from '../api/lots/delete-lot.ts';
import { useReorderLots } from '../api/lots/reorder-lots.ts';
import { useShiftLotEndDates } from '../api/lots/shift-lot-end-dates.ts';

const t = es.admin.lotsTable;

const LotRow = ({
  lot,
  followers,
  index,
  count,
  onMove,
  onDelete,
}: {
  lot: TLotSummary;
  followers: number;
  index: number;
  count: number;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: () => void;
}) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: lot.id,
  });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Table.Td>
        <Button
          size="compact-xs"
          variant="subtle"
          {...attributes}
          {...listeners}
          aria-label={t.drag(lot.title)}
          style={{ cursor: 'grab' }}
        >
          ⠿
        </Button>
      </Table.Td>
      <Table.Td>{lot.order}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/admin/lotes/${lot.id}`}>
          {lot.title}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatCents(lot.price)}</Table.Td>
      <Table.Td>{formatDateTime(lot.endDate)}</Table.Td>
      <Table.Td>{es.admin.common.bidsCount(lot.bidsCount)}</Table.Td>
      <Table.Td data-testid="lot-followers">{t.followers(followers)}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
            aria-label={t.moveUp(lot.title)}
          >
            ↑
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            disabled={index === count - 1}
            onClick={() => onMove(index, 1)}
            aria-label={t.moveDown(lot.title)}
          >
            ↓
          </Button>
          <Button
            size="compact-xs"
            color="red.9"
            variant="subtle"
            disabled={lot.bidsCount > 0}
            onClick={onDelete}
            aria-label={t.delete(lot.title)}
          >
            {es.admin.common.delete}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/**
 * The lots of an auction: reorder by dragging (mouse, touch or keyboard: space to lift, arrows to move)
 * or with the arrow buttons, delete lots without bids, and shift every open lot's end at once.
 */
export const LotsTable = ({
  auctionId,
  lots,
  followers,
}: {
  auctionId: number;
  lots: TLotSummary[];
  /** People following each lot, by lot id (watchlist). */
  followers: Record<string, number>;
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
  const reorder = (next: number[]) => reorderLots.mutate(next);
  const onMove = (index: number, by: -1 | 1) => reorder(arrayMove(ids, index, index + by));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Table striped>
            <Table.Tbody>
              {lots.map((lot, index) => (
                <LotRow
                  key={lot.id}
                  lot={lot}
                  followers={followers[String(lot.id)] ?? 0}
                  index={index}
                  count={lots.length}
                  onMove={onMove}
                  onDelete={() => deleteLot.mutate(lot.id)}
                />
              ))}
            </Table.Tbody>
          </Table>
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
