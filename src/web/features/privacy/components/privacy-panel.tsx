import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { myDataUrl } from '../api/download-my-data.ts';
import { EraseAccountForm } from './erase-account-form.tsx';
import { MyConsents } from './my-consents.tsx';

const t = messages.privacy;

/** `/mi-cuenta/datos/privacidad`: a copy of my data, my consents, and erasing my account (docs/privacy.md). */
export const PrivacyPanel = ({ onErased }: { onErased: (message: string) => void }) => (
  <Stack gap="lg">
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t.downloadTitle}
      </Title>
      <Text>{t.downloadIntro}</Text>
      <Button component="a" href={myDataUrl()} download w="fit-content" variant="default">
        {t.download}
      </Button>
    </Stack>
    <Divider />
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t.consentsTitle}
      </Title>
      <Text>{t.consentsIntro}</Text>
      <MyConsents />
    </Stack>
    <Divider />
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t.eraseTitle}
      </Title>
      <Text>{t.eraseIntro}</Text>
      <Anchor component={Link} to={paths.privacy()}>
        {t.erasePolicy}
      </Anchor>
      <EraseAccountForm onErased={onErased} />
    </Stack>
  </Stack>
);
