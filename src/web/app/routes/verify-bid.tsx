import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { ReceiptCheck } from '@/web/features/bids/components/receipt-check.tsx';
import { es } from '@/web/i18n/es.ts';

const VerifyBidPage = () => {
  usePageTitle(es.receipts.title);
  return (
    <Stack gap="lg">
      <Title order={1}>{es.receipts.title}</Title>
      <ReceiptCheck />
    </Stack>
  );
};

export default VerifyBidPage;
