import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { es } from '@/web/i18n/es.ts';
import { NotFoundError } from '@/web/lib/not-found.ts';

const sections = es.account.auctions;

const AccountAuctionsPage = () => {
  const { section } = useParams();
  if (!section || !(section in sections)) throw new NotFoundError(section);
  const title = sections[section as keyof typeof sections];
  usePageTitle(title);
  return (
    <RequireLogin title={title}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text>{es.account.auctionsEmpty}</Text>
      </Stack>
    </RequireLogin>
  );
};

export default AccountAuctionsPage;
