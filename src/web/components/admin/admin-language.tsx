import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { isLanguage, languages } from '@/common/language.ts';
import type { TCurrentUser } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { useChangeLanguage } from '@/web/features/auth/api/change-language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { staffLanguage } from './staff-language.ts';

const t = messages.admin.layout;

/**
 * "Español / English" for the back office: stored as the staff member's language (users.language, which
 * their e-mails follow too), then the page loads again in it, as a page load has one language
 * (src/web/i18n/language.ts). Each choice is named in its own language, and marked so.
 */
export const AdminLanguage = ({ user }: { user: TCurrentUser }) => {
  const save = useChangeLanguage();
  const current = staffLanguage(user);
  const choose = (value: string) => {
    if (isLanguage(value) && value !== current)
      save.mutate(value, { onSuccess: () => window.location.reload() });
  };
  return (
    <Stack gap={4} align="flex-end">
      <SegmentedControl
        aria-label={t.language}
        size="xs"
        value={current}
        onChange={choose}
        disabled={save.isPending}
        data={languages.map((language) => ({
          value: language,
          label: <span lang={language}>{t.languageNames[language]}</span>,
        }))}
      />
      {save.isPending && (
        <Text size="xs" c="dimmed" role="status">
          {t.languageSaving}
        </Text>
      )}
      <ErrorAlert error={save.error} />
    </Stack>
  );
};
