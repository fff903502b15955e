import { Badge } from '@mantine/core';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { messages } from '@/web/i18n/messages.ts';

const colours = { pending: 'orange.9', paid: 'green.9', collected: 'gray.8', cancelled: 'red.9' } as const;

/** pendiente de pago → pagado → retirado, with "vencida" when the deadline passed unpaid. */
export const SettlementStateBadge = ({
  settlement,
}: {
  settlement: Pick<TSettlement, 'state' | 'isOverdue'>;
}) => (
  <Badge
    variant="outline"
    color={settlement.isOverdue ? 'red.9' : colours[settlement.state]}
    data-testid="settlement-state"
  >
    {settlement.isOverdue ? messages.settlements.overdue : messages.settlements.states[settlement.state]}
  </Badge>
);
