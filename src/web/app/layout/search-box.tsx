import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';

/**
 * The site-wide search box: sends the query to /buscar?q=… (the results page reads it from the URL). In the
 * header it sits on the dark band (a white button); in the phone menu's drawer, on white (a filled one).
 */
export const SearchBox = ({ onSearch, onLight = false }: { onSearch?: () => void; onLight?: boolean }) => {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.search(query.trim()));
    onSearch?.();
  };
  return (
    <search>
      <form onSubmit={submit}>
        <Group gap={4} wrap="nowrap">
          <TextInput
            aria-label={messages.site.searchLabel}
            placeholder={messages.site.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            type="search"
            w={{ base: 'auto', md: 260 }}
            flex={{ base: 1, md: 'none' }}
            miw={0}
          />
          <Button type="submit" variant={onLight ? 'filled' : 'white'} color="blue.9" flex="none">
            {messages.site.searchButton}
          </Button>
        </Group>
      </form>
    </search>
  );
};
