import { Alert } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

/** Why the person may not bid now (unpaid settlements, or an admin's block), at the top of "Mi cuenta". */
export const BiddingBlockNotice = () => {
  const user = useCurrentUser();
  if (!user?.biddingBlock) return null;
  return (
    <Alert color="orange" title={messages.account.biddingBlocked} data-testid="bidding-block">
      {user.biddingBlock}
    </Alert>
  );
};
