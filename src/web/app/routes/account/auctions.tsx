import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { SectionNav } from '@/web/components/section-nav.tsx';
import { BiddingBlockNotice } from '@/web/features/auth/components/bidding-block-notice.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { RunningBids } from '@/web/features/bids/components/running-bids.tsx';
import { SavedSearchesList } from '@/web/features/saved-searches/components/saved-searches-list.tsx';
import { useMayBidIn } from '@/web/features/subscriptions/api/get-my-subscriptions.ts';
import { SubscribedAuctions } from '@/web/features/subscriptions/components/subscribed-auctions.tsx';
import { WatchedLots } from '@/web/features/watchlist/components/watched-lots.tsx';
import { messages } from '@/web/i18n/messages.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';
import { paths } from '@/web/lib/paths.ts';

const sections = messages.account.auctions;
type TSection = keyof typeof sections;

/** `/mi-cuenta/subastas/{inscritas|pujas|seguimiento|busquedas}`: subscriptions, running bids, followed lots, saved searches. */
const AccountAuctionsPage = () => {
  const { section } = useParams();
  const mayBidIn = useMayBidIn();
  // Own keys only: `in` would accept `constructor` and the rest of Object's prototype as a section.
  if (!section || !Object.hasOwn(sections, section)) throw new NotFoundError(section);
  const title = sections[section as TSection];
  usePageTitle(title);
  return (
    <RequireLogin title={title}>
      <Stack gap="lg">
        <Title order={1}>{messages.account.myAuctions}</Title>
        <BiddingBlockNotice />
        <SectionNav
          label={messages.account.sections}
          sections={sections}
          current={section}
          to={paths.accountAuctions}
        />
        <Title order={2} size="h3">
          {title}
        </Title>
        {section === 'inscritas' && <SubscribedAuctions />}
        {section === 'pujas' && <RunningBids mayBidIn={mayBidIn} />}
        {section === 'seguimiento' && <WatchedLots />}
        {section === 'busquedas' && <SavedSearchesList />}
      </Stack>
    </RequireLogin>
  );
};

export default AccountAuctionsPage;
