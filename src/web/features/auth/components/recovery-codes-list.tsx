import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.secondFactor;

/** The recovery codes, shown this once. */
export const RecoveryCodesList = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => (
  <Stack gap="sm">
    <Alert color="yellow" title={t.recoveryTitle}>
      {t.recoveryIntro}
    </Alert>
    <List spacing={4} ff="monospace" aria-label={t.recoveryTitle}>
      {codes.map((code) => (
        <List.Item key={code}>
          <Text ff="monospace">{code}</Text>
        </List.Item>
      ))}
    </List>
    <Button onClick={onDone}>{t.recoverySaved}</Button>
  </Stack>
);
