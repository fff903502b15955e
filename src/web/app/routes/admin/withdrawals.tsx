import { Stack, Text } from '@mantine/core';
import { ListHeader } from '@/web/components/admin/list-header.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { AdminWithdrawals } from '@/web/features/withdrawals/components/admin-withdrawals.tsx';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.withdrawals.admin;

/** `/admin/desistimientos`: consumers' withdrawals (docs/after-the-hammer.md, "Right of withdrawal"). */
const AdminWithdrawalsPage = () => {
  usePageTitle(t.title);
  return (
    <Stack gap="md">
      <ListHeader title={t.title}>{null}</ListHeader>
      <Text size="sm">{t.intro}</Text>
      <AdminWithdrawals />
    </Stack>
  );
};

export default AdminWithdrawalsPage;
