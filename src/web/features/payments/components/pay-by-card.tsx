import { Button } from '@mantine/core';
import type { TSettlement } from '@/common/schemas/settlements.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents } from '@/web/lib/format.ts';
import { useStartCardPayment } from '../api/start-card-payment.ts';

/** "Pagar con tarjeta": goes to the card gateway with a signed order for what is still owed. */
export const PayByCard = ({ settlement }: { settlement: TSettlement }) => {
  const start = useStartCardPayment();
  return (
    <>
      <Button onClick={() => start.mutate(settlement.id)} loading={start.isPending || start.isSuccess}>
        {messages.settlements.payByCard(formatCents(settlement.totals.balance))}
      </Button>
      <ErrorAlert error={start.error} />
    </>
  );
};
