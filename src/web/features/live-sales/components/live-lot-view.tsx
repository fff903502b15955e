import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TLiveSaleState } from '@/common/schemas/live-sales.ts';
import { messages } from '@/web/i18n/messages.ts';
import { formatCents, formatDateTime } from '@/web/lib/format.ts';

const t = messages.liveSales;

/** Who leads the lot being called, as the room and the bidders see it. */
export const leaderLabel = (sale: Pick<TLiveSaleState, 'leaderInRoom' | 'leaderNumber'>) =>
  sale.leaderInRoom ? t.leaderRoom : sale.leaderNumber === null ? '' : t.leaderOnline(sale.leaderNumber);

/**
 * The lot being called: its picture, the current bid and who holds it, the asking price and the warning.
 * The warning is a live region, so "a la una / a las dos" reach screen readers as they are given.
 */
export const LiveLotView = ({ sale, size = 'md' }: { sale: TLiveSaleState; size?: 'md' | 'xl' }) => {
  const lot = sale.lot;
  if (!lot) return null;
  const picture = lot.pictures[0];
  const big = size === 'xl';
  return (
    <Stack gap="sm">
      <Title order={2} size={big ? 'h1' : 'h3'}>
        {t.lotHeading(lot.order, lot.title)}
      </Title>
      {picture && (
        <Image
          src={picture.large ?? picture.default ?? picture.url ?? undefined}
          alt={picture.alt ?? lot.title}
          mah={big ? '55vh' : 320}
          fit="contain"
        />
      )}
      <Group gap="xl" align="flex-end">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t.currentBid}
          </Text>
          <Text fz={big ? 48 : 'xl'} fw={700} data-testid="live-current-bid">
            {sale.maxBid === null ? t.noBids : formatCents(sale.maxBid)}
          </Text>
          <Text size={big ? 'xl' : 'sm'}>
            {sale.maxBid === null ? t.startingPrice(formatCents(lot.price)) : leaderLabel(sale)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t.asking}
          </Text>
          <Text fz={big ? 48 : 'xl'} fw={700} data-testid="live-asking">
            {formatCents(sale.askingPrice)}
          </Text>
        </Stack>
      </Group>
      <div role="status" aria-live="assertive" aria-atomic="true">
        {sale.warning > 0 && (
          <Badge size={big ? 'xl' : 'lg'} color={sale.warning === 2 ? 'red' : 'orange'}>
            {t.warnings[sale.warning]}
          </Badge>
        )}
      </div>
    </Stack>
  );
};

/** The lots coming after the current one. */
export const NextLots = ({ sale }: { sale: TLiveSaleState }) =>
  sale.nextLots.length === 0 ? null : (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t.nextLots}
      </Title>
      <ol>
        {sale.nextLots.map((lot) => (
          <li key={lot.id}>{t.lotHeading(lot.order, lot.title)}</li>
        ))}
      </ol>
    </Stack>
  );

/** Waiting for the start, or finished: a line instead of a lot. */
export const SaleNotice = ({ sale }: { sale: TLiveSaleState }) => {
  if (sale.status === 'finished') return <Text>{t.finished}</Text>;
  if (sale.status === 'waiting')
    return <Text>{sale.startsAt ? t.waiting(formatDateTime(sale.startsAt)) : t.waitingNoDate}</Text>;
  return null;
};
