import { Alert, Button, Group, Popover, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import type { TSavedSearchQuery } from '@/common/schemas/saved-searches.ts';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog } from '@/web/lib/auth-dialog.ts';
import { useCurrentUser } from '@/web/lib/session.ts';
import { useSaveSearch } from '../api/save-search.ts';

const t = messages.savedSearches;

/**
 * "Avisarme de lotes nuevos" beside the search results: saves the words and price filters with a name and
 * a frequency; a visitor is asked to log in first.
 */
export const SaveSearchButton = ({ query }: { query: TSavedSearchQuery }) => {
  const user = useCurrentUser();
  const save = useSaveSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(query.q);
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant');
  const frequencyLabel = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ name, query, frequency }, { onSuccess: () => setOpen(false) });
  };
  if (!user)
    return (
      <Button variant="light" onClick={() => openAuthDialog('login')}>
        {t.save}
      </Button>
    );
  return (
    <Group gap="sm">
      {/* Closing (saved, Escape) gives focus back to the button, never to the page's body. */}
      <Popover opened={open} onChange={setOpen} trapFocus returnFocus position="bottom-start" withArrow>
        <Popover.Target>
          <Button variant="light" onClick={() => setOpen((was) => !was)}>
            {t.save}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={submit}>
            <Stack gap="sm" w={280}>
              <TextInput
                label={t.name}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                error={(save.error as { fields?: Record<string, string> } | null)?.fields?.name}
                required
              />
              <Text component="span" id={frequencyLabel} size="sm" fw={500}>
                {t.frequency}
              </Text>
              <SegmentedControl
                aria-labelledby={frequencyLabel}
                value={frequency}
                onChange={(value) => setFrequency(value as 'instant' | 'daily')}
                data={[
                  { value: 'instant', label: t.instant },
                  { value: 'daily', label: t.daily },
                ]}
              />
              {save.error && !(save.error as { fields?: unknown }).fields && (
                <Alert color="red">{save.error.message}</Alert>
              )}
              <Button type="submit" loading={save.isPending}>
                {t.confirm}
              </Button>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
      {save.isSuccess && (
        <Text size="sm" role="status" c="green.9">
          {t.saved}
        </Text>
      )}
    </Group>
  );
};
