import { Button, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type RefObject, useState } from 'react';
import type { TListParams } from './list-params.ts';

type TListSearchProps = {
  /** The list it searches (useListParams), which keeps the text in the URL. */
  list: Pick<TListParams<string>, 'search' | 'setSearch'>;
  label: string;
  buttonLabel: string;
  placeholder?: string;
  /** For the "/" shortcut, which focuses it. */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/**
 * A list's search box: it searches as the clerk types (after a short pause) or with its button; the text
 * lives in the URL, kept by the list's params. Meant inside a `role="search"` form row of filters.
 */
export const ListSearch = ({ list, label, buttonLabel, placeholder, inputRef }: TListSearchProps) => {
  const [typed, setTyped] = useState(list.search);
  const searchSoon = useDebouncedCallback((text: string) => list.setSearch(text.trim() || null), 350);
  return (
    <>
      <TextInput
        ref={inputRef}
        label={label}
        placeholder={placeholder}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          searchSoon(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          searchSoon.cancel();
          list.setSearch(typed.trim() || null);
        }}
        w={300}
      />
      <Button
        variant="default"
        onClick={() => {
          searchSoon.cancel();
          list.setSearch(typed.trim() || null);
        }}
      >
        {buttonLabel}
      </Button>
    </>
  );
};
