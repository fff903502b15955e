import { fromMadridLocal, toMadridLocal } from '@/common/madrid-time.ts';

/**
 * Mantine's date pickers hold a wall-clock time without a zone, "YYYY-MM-DD HH:mm:ss". The back office's
 * pickers give them Madrid's wall clock and the API the instant, so what a clerk sees and types is Madrid
 * time whatever zone the browser is in. The conversion itself is src/common/madrid-time.ts.
 */
export const toPickerValue = (iso: string): string => `${toMadridLocal(iso).replace('T', ' ')}:00`;

/** The instant (ISO, UTC) of a picker's value read as Madrid time; seconds are dropped. */
export const fromPickerValue = (value: string): string =>
  fromMadridLocal(value.slice(0, 16).replace(' ', 'T'));
