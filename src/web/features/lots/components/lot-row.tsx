import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Anchor, Badge, Button, Checkbox, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type { TLotSummary } from '@/common/schemas/lots.ts';
import { adminColors } from '@/web/components/admin/admin-colors.ts';
import { ConfirmButton } from '@/web/components/admin/confirm-dialog.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';

const t = messages.admin.lotsTable;

type TLotRowProps = {
  lot: TLotSummary;
  isDraft: boolean;
  followers: number;
  index: number;
  count: number;
  isSelected: boolean;
  onToggle: () => void;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: () => void;
};

/** One lot of the auction's table: tick it, drag it, open it, move it up or down, delete it. */
export const LotRow = ({
  lot,
  isDraft,
  followers,
  index,
  count,
  isSelected,
  onToggle,
  onMove,
  onDelete,
}: TLotRowProps) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: lot.id,
  });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Table.Td>
        <Checkbox aria-label={t.select(lot.title)} checked={isSelected} onChange={onToggle} />
      </Table.Td>
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
      <Table.Td ta="right">{formatCents(lot.price)}</Table.Td>
      <Table.Td>{formatDateTime(lot.endDate)}</Table.Td>
      {/* Secondary columns give way on a laptop's screen, so the row's actions stay in view. */}
      <Table.Td visibleFrom="lg">{messages.admin.common.bidsCount(lot.bidsCount)}</Table.Td>
      <Table.Td visibleFrom="lg" data-testid="lot-followers">
        {t.followers(followers)}
      </Table.Td>
      <Table.Td>
        <Badge variant="outline" color={isDraft ? adminColors.neutral : adminColors.positive}>
          {isDraft ? t.states.draft : t.states.published}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
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
          <ConfirmButton
            size="compact-xs"
            color="red.9"
            variant="subtle"
            disabled={lot.bidsCount > 0}
            confirmation={{
              question: t.deleteQuestion(lot.title),
              confirmLabel: messages.admin.common.delete,
              isDestructive: true,
            }}
            onConfirm={onDelete}
            aria-label={t.delete(lot.title)}
          >
            {messages.admin.common.delete}
          </ConfirmButton>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};
