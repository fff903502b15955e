import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { isLanguage, languages } from '@/common/language.ts';
import { profileOf, type TCurrentUser } from '@/common/schemas/auth.ts';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { useUpdateProfile } from '@/web/features/auth/api/update-profile.ts';
import { messages } from '@/web/i18n/messages.ts';
import { ApiError } from '@/web/lib/api-client.ts';
import { staffLanguage } from './staff-language.ts';

const t = messages.admin.layout;

/** The server's message, and the first field it blames (a profile the account data route refuses). */
const problemOf = (error: Error | null) =>
  error instanceof ApiError && Object.keys(error.fields).length > 0
    ? new Error(`${error.message} ${Object.values(error.fields)[0]}`)
    : error;

/**
 * "Español / English" for the back office: stored as the staff member's language with the rest of their
 * account data (PUT /api/frontend/auth/user), then the page loads again in it, as a page load has one
 * language (src/web/i18n/language.ts). Each choice is named in its own language, and marked so.
 */
export const AdminLanguage = ({ user }: { user: TCurrentUser }) => {
  const save = useUpdateProfile();
  const current = staffLanguage(user);
  const choose = (value: string) => {
    if (!isLanguage(value) || value === current) return;
    // Kept apart from the call so the profile's other fields go as they are.
    const profile = { ...profileOf(user), language: value };
    save.mutate(profile, { onSuccess: () => window.location.reload() });
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
      <ErrorAlert error={problemOf(save.error)} />
    </Stack>
  );
};
