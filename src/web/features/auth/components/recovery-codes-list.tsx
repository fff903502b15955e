import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { es } from '@/web/i18n/es.ts';

const t = es.secondFactor;

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
