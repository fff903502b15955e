import { useState } from 'react';

/** Which rows of a list are ticked for a bulk action; ids no longer listed drop out on their own. */
export const useSelection = (visibleIds: number[]) => {
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const selected = visibleIds.filter((id) => picked.has(id));
  const toggle = (id: number) =>
    setPicked((current) => {
      const next = new Set(current);
      next.has(id) ? next.delete(id) : next.add(id);
      return next;
    });
  const isAll = visibleIds.length > 0 && selected.length === visibleIds.length;
  return {
    selected,
    isSelected: (id: number) => picked.has(id),
    toggle,
    isAll,
    isSome: selected.length > 0 && !isAll,
    toggleAll: () => setPicked(isAll ? new Set() : new Set(visibleIds)),
    clear: () => setPicked(new Set()),
  };
};
