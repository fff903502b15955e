import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryState } from '@/web/components/query-state.tsx';
import { useAdminAuction } from '@/web/features/auctions/api/get-admin-auction.ts';
import { useAuctionLive } from '@/web/features/bids/live.ts';
import { useLiveConsole } from '@/web/features/live-sales/api/get-live-console.ts';
import { applyLiveBidEvent, applyLiveSaleEvent } from '@/web/features/live-sales/api/get-live-sale.ts';
import { LiveConsole } from '@/web/features/live-sales/components/live-console.tsx';
import { es } from '@/web/i18n/es.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { parseId, paths } from '@/web/lib/paths.ts';

/** `/admin/subastas/{id}/en-vivo`: the auctioneer's console of a live sale (docs/live-sales.md). */
const AdminLiveSale = () => {
  const id = parseId(useParams().id);
  if (id === null) throw new NotFoundError();
  const view = useLiveConsole(id);
  const auction = useAdminAuction(id);
  // Online bids and other consoles' actions arrive on the auction's stream; each refreshes this view.
  useAuctionLive(view.data ? id : null, {
    onLiveSale: applyLiveSaleEvent,
    onBid: (event) => applyLiveBidEvent(id, event),
  });
  return (
    <QueryState query={view}>
      {({ data }) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              {es.liveSales.console.title(auction.data?.data.auction.title ?? '')}
            </Title>
            <Anchor href={paths.roomScreen(id)} target="_blank">
              {es.liveSales.console.screen}
            </Anchor>
          </Group>
          <LiveConsole auctionId={id} view={data} />
        </Stack>
      )}
    </QueryState>
  );
};

export default AdminLiveSale;
