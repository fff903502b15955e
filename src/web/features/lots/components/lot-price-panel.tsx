import { Alert, Paper, Stack, Text } from '@mantine/core';
import { formatCents, formatDateTime } from '@/common/format.ts';
import type { TLot } from '@/common/schemas/catalogue.ts';
import { Countdown } from '@/web/components/countdown.tsx';
import { es } from '@/web/i18n/es.ts';
import { useServerNow } from '@/web/lib/clock.ts';

/** Current price, next minimum bid and time left; the bid form joins it with the bidding engine. */
export const LotPricePanel = ({ lot, bidPanel }: { lot: TLot; bidPanel?: React.ReactNode }) => {
  const now = useServerNow();
  const isOpen = lot.status === 'open' && new Date(lot.endDate).getTime() > now;
  const hasStarted = new Date(lot.startDate).getTime() <= now;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lot-price-heading">
      <Stack gap="sm">
        <Text id="lot-price-heading" size="sm" fw={600} c="dimmed">
          {lot.maxBid === null
            ? es.lots.startingPrice
            : lot.status === 'closed'
              ? es.lots.hammer
              : es.lots.currentBid}
        </Text>
        <Text fz={32} fw={800} lh={1} data-testid="lot-current-price">
          {formatCents(lot.maxBid ?? lot.price)}
        </Text>
        <table className="data-table">
          <tbody>
            <tr>
              <th scope="row">{es.lots.startingPrice}</th>
              <td>
                {formatCents(lot.price)}
                {lot.hasDownprice && lot.originalPrice && (
                  <>
                    {' '}
                    <del className="struck">
                      <span className="visually-hidden">{es.lots.valuation}: </span>
                      {formatCents(lot.originalPrice)}
                    </del>
                  </>
                )}
              </td>
            </tr>
            {isOpen && (
              <tr>
                <th scope="row">{es.lots.nextMinimum}</th>
                <td className="strong" data-testid="lot-minimum-bid">
                  {formatCents(lot.minimumBid)}
                </td>
              </tr>
            )}
            <tr>
              <th scope="row">{es.lots.history}</th>
              <td data-testid="lot-bids-count">
                {lot.bidsCount === 0 ? es.lots.noBids : es.lots.bids(lot.bidsCount)}
              </td>
            </tr>
            <tr>
              <th scope="row">{hasStarted ? es.lots.endsAt : es.lots.opensAt}</th>
              <td>{formatDateTime(hasStarted ? lot.endDate : lot.startDate)}</td>
            </tr>
            {isOpen && (
              <tr>
                <th scope="row">{es.lots.timeLeft}</th>
                <td className="strong">
                  <Countdown endDate={hasStarted ? lot.endDate : lot.startDate} overLabel={es.lots.closed} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {isOpen ? (
          (bidPanel ?? (
            <Alert color="blue" variant="light">
              {es.lots.toBid}
            </Alert>
          ))
        ) : (
          <Alert color="gray" variant="light">
            {es.lots.closed}
            {lot.status === 'closed' ? ` · ${lot.sold ? es.lots.sold : es.lots.unsold}` : ''}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
