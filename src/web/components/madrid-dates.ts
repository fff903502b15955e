import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import type { CalendarAriaLabels, DatesProviderSettings } from '@mantine/dates';
import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import type { TLanguage } from '@/common/language.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';

/** The dayjs locale of each page language: British English names its days and months, weeks from Monday. */
const dayjsLocales: Record<TLanguage, string> = { es: 'es', en: 'en-gb' };

/**
 * Month and day names in the page's language (docs/product.md#formats), weeks from Monday: whatever language
 * the clerk's browser speaks. Read at each render, so the page's language is the one in force.
 */
export const madridDates = (): DatesProviderSettings => ({
  locale: dayjsLocales[currentLanguage()],
  firstDayOfWeek: 1,
  weekendDays: [0, 6],
});

const t = messages.datePicker;

/**
 * What every back-office picker's calendar says: the settings above (a picker works outside the provider
 * too), names for the arrows, and each day's full name for screen readers. The month and year buttons keep
 * their text ("marzo 2027") as their name. Other months' days are left out: Mantine draws them at half
 * opacity, below AA contrast.
 */
export const calendarProps = () => {
  const locale = dayjsLocales[currentLanguage()];
  return {
    ...madridDates(),
    hideOutsideDates: true,
    ariaLabels: {
      previousMonth: t.previousMonth,
      nextMonth: t.nextMonth,
      previousYear: t.previousYear,
      nextYear: t.nextYear,
      previousDecade: t.previousDecade,
      nextDecade: t.nextDecade,
    } satisfies CalendarAriaLabels,
    getDayAriaLabel: (date: string) => dayjs(date).locale(locale).format(t.dayName),
  };
};

/** Mantine's placeholder grey is 2.3:1 on white; a picker's placeholder is real text, so it needs AA (4.5:1). */
export const placeholderStyles = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

/**
 * The calendar opens in a portal, outside the back office's AA colours (admin-layout.tsx): its weekday names
 * and other months' days (Mantine's "dimmed", 3.3:1 on white) and its weekends (red 6, 3.6:1) get darker.
 */
export const dropdownStyles = {
  dropdown: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-red-6': 'var(--mantine-color-red-9)',
  } as CSSProperties,
};

/**
 * What both Madrid pickers set alike around the value: the field's id (on its dropdown too, which the
 * label's click opens), an accessible name that says the value shown, and clearing unless required.
 */
export const pickerFieldProps = ({
  fieldId,
  label,
  required,
  shown,
}: {
  fieldId: string;
  label: string;
  required?: boolean;
  /** What the field shows: the value as text, or its placeholder. */
  shown: string;
}) => ({
  id: fieldId,
  popoverProps: { id: fieldId, styles: dropdownStyles },
  label,
  required,
  'aria-label': t.fieldName(label, shown),
  clearable: !required,
  clearButtonProps: { 'aria-label': t.clear },
});
