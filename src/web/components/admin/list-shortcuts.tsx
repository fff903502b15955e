import { Button, Kbd, Modal, Table } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.shortcuts;

type TShortcutActions = {
  /** How many rows j/k move through; none on a list whose rows are not kept by the keys. */
  rowCount?: number;
  /** "/" : focuses the list's search box, the one given the returned `searchInput` as its ref. */
  hasSearch?: boolean;
  /** "x" : select or unselect the row the clerk is on. */
  onToggle?: (index: number) => void;
  /** "a" / "r" : accept or reject what is selected (they confirm first). */
  onAccept?: () => void;
  onReject?: () => void;
};

/**
 * The clerk's keys on a list: / search, j/k move, x select, a/r accept/reject, ? help. They never fire while
 * typing in a field (useHotkeys ignores inputs, selects and text areas). The row "on" is focused, so a
 * screen reader follows it too.
 */
export const useListShortcuts = ({
  rowCount = 0,
  hasSearch = false,
  onToggle,
  onAccept,
  onReject,
}: TShortcutActions) => {
  const searchInput = useRef<HTMLInputElement>(null);
  const [activeRow, setActiveRow] = useState(-1);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const moveTo = (index: number) => {
    if (rowCount === 0) return;
    const next = Math.min(rowCount - 1, Math.max(0, index));
    setActiveRow(next);
    document.querySelector<HTMLElement>(`[data-row-index="${next}"]`)?.focus();
  };
  useHotkeys([
    ['/', () => hasSearch && searchInput.current?.focus()],
    ['j', () => moveTo(activeRow + 1)],
    ['k', () => moveTo(activeRow - 1)],
    ['x', () => activeRow >= 0 && onToggle?.(activeRow)],
    ['a', () => onAccept?.()],
    ['r', () => onReject?.()],
    ['shift+?', () => setHelpOpen(true)],
  ]);
  const keys = [
    ['/', t.keys.search, hasSearch],
    ['j', t.keys.next, true],
    ['k', t.keys.previous, true],
    ['x', t.keys.toggle, onToggle],
    ['a', t.keys.accept, onAccept],
    ['r', t.keys.reject, onReject],
    ['?', t.keys.help, true],
  ] as const;
  const help = (
    <Modal opened={isHelpOpen} onClose={() => setHelpOpen(false)} title={t.title} centered>
      <Table>
        <Table.Tbody>
          {keys
            .filter(([, , isAvailable]) => isAvailable)
            .map(([key, label]) => (
              <Table.Tr key={key}>
                <Table.Td>
                  <Kbd>{key}</Kbd>
                </Table.Td>
                <Table.Td>{label}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
  // For the clerk who does not know "?" yet: it opens the same list of keys.
  const helpButton = (
    <Button variant="subtle" size="xs" onClick={() => setHelpOpen(true)}>
      {t.show}
    </Button>
  );
  return { activeRow, setActiveRow, searchInput, help, helpButton };
};
