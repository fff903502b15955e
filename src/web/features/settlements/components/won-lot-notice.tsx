import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDate, formatNumber } from '@/web/lib/format.ts';
import { paths } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useMySettlements } from '../api/get-my-settlements.ts';

/**
 * On a closed lot, the buyer's "Has ganado" with what happens next: what this lot costs with premium and
 * taxes, the deadline to pay and the way to the liquidación. The award is read from the buyer's own
 * settlements (a lot is awarded in the transaction that closes it), so the public lot answer never says who
 * won; everyone else sees `otherwise` ("Lote cerrado · Adjudicado").
 */
export const WonLotNotice = ({
  lot,
  fallbackDeadline,
  otherwise,
}: {
  lot: { id: number; status: 'open' | 'closed'; sold: boolean };
  /** The auction's last payment date, while the settlement has none of its own. */
  fallbackDeadline: string | null;
  otherwise: ReactNode;
}) => {
  const user = useCurrentUser();
  const settlements = useMySettlements({ enabled: user !== null && lot.status === 'closed' && lot.sold });
  const won = settlements.data?.data.settlements
    .filter((settlement) => settlement.state !== 'cancelled')
    .flatMap((settlement) =>
      settlement.lines.filter((line) => line.lotId === lot.id).map((line) => ({ settlement, line })),
    )[0];
  if (!user || !won) return <>{otherwise}</>;
  const { settlement, line } = won;
  const deadline = settlement.dueDate ?? fallbackDeadline;
  const t = messages.lots;
  return (
    <Alert color="green" variant="light" title={t.won} data-testid="won-lot" role="status">
      <Stack gap="xs">
        <table className="data-table">
          <tbody>
            <tr>
              <th scope="row">{t.wonHammer}</th>
              <td>{formatCents(line.hammer)}</td>
            </tr>
            <tr>
              <th scope="row">{t.wonPremium(formatNumber(line.premiumPercent))}</th>
              <td>{formatCents(line.premium)}</td>
            </tr>
            <tr>
              <th scope="row">{t.wonVat}</th>
              <td>{formatCents(line.premiumVat + line.goodsVat)}</td>
            </tr>
            <tr>
              <th scope="row">{t.wonTotal}</th>
              <td className="strong" data-testid="won-lot-total">
                {formatCents(line.total)}
              </td>
            </tr>
          </tbody>
        </table>
        {deadline && (
          <Text size="sm" fw={600}>
            {t.wonDeadline(formatDate(deadline))}
          </Text>
        )}
        <Text size="sm">{t.wonNext}</Text>
        <Anchor component={Link} to={paths.wonLots()} fw={700}>
          {t.wonLink} →
        </Anchor>
      </Stack>
    </Alert>
  );
};
