import { ActionIcon, Tooltip } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { type TFollowTarget, useSetFollowed } from '../api/set-followed.ts';

const Heart = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The heart that follows a lot or an auction (no subscription needed). A visitor is asked to log in; the
 * pressed state is announced to screen readers through `aria-pressed`, the name says what is followed.
 */
export const FollowButton = ({ target, title }: { target: TFollowTarget; title: string }) => {
  const user = useCurrentUser();
  const watchlist = useWatchlist();
  const setFollowed = useSetFollowed(target);
  const ids = target.kind === 'lot' ? watchlist.data?.data.lotIds : watchlist.data?.data.auctionIds;
  const following = ids?.includes(target.id) ?? false;
  const t = messages.watchlist;
  const label = following
    ? t.unfollow(title)
    : target.kind === 'lot'
      ? t.followLot(title)
      : t.followAuction(title);
  return (
    <Tooltip label={following ? t.following : t.follow} withArrow>
      <ActionIcon
        variant="default"
        radius="xl"
        size="lg"
        c={following ? 'red.8' : 'gray.8'}
        aria-label={label}
        aria-pressed={user ? following : undefined}
        onClick={() => (user ? setFollowed.mutate(!following) : openAuthDialog('login'))}
        data-testid="follow-button"
      >
        <Heart filled={following} />
      </ActionIcon>
    </Tooltip>
  );
};
