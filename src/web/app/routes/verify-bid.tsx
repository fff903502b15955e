import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { ReceiptCheck } from '@/web/features/bids/components/receipt-check.tsx';
import { messages } from '@/web/i18n/messages.ts';

const VerifyBidPage = () => {
  usePageTitle(messages.receipts.title);
  return (
    <Stack gap="lg">
      <Title order={1}>{messages.receipts.title}</Title>
      <ReceiptCheck />
    </Stack>
  );
};

export default VerifyBidPage;
