import { Anchor, Text } from '@mantine/core';
import { type TBuyers, withdrawalTerms } from '@/common/withdrawal-rules.ts';
import { messages } from '@/web/i18n/messages.ts';

/** The blank model withdrawal form, a public PDF (modules/withdrawals). */
const blankFormUrl = '/api/frontend/withdrawal-form.pdf';

/**
 * Who may buy and what that means for the right of withdrawal, in one plain sentence: the auction's
 * conditions and every lot page say the same (src/common/withdrawal-rules.ts).
 */
export const BuyerTerms = ({
  auction,
}: {
  auction: { buyers: TBuyers; withdrawalExcluded: boolean; withdrawalExclusionReason: string | null };
}) => {
  const terms = withdrawalTerms(auction);
  return (
    <Text size="sm" data-testid="buyer-terms">
      {terms === 'excluded'
        ? messages.auctions.withdrawalTerms.excluded(auction.withdrawalExclusionReason)
        : messages.auctions.withdrawalTerms[terms]}
      {terms === 'consumers' && (
        <>
          {' '}
          <Anchor href={blankFormUrl} target="_blank">
            {messages.auctions.withdrawalForm}
          </Anchor>
        </>
      )}
    </Text>
  );
};
