import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useId, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { formatDateTime } from '@/web/lib/format.ts';
import { calendarProps, pickerFieldProps, placeholderStyles } from './madrid-dates.ts';
import { fromPickerValue, toPickerValue } from './madrid-picker-value.ts';

const t = messages.datePicker;

type TProps = Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'label' | 'type'> & {
  label: string;
  /** The instant (ISO); null or '' for none. Without `value` the field keeps its own, from `defaultValue`. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (instant: string | null) => void;
};

/**
 * A date and time in Madrid whatever the browser's zone and language: a calendar in the page's language (weeks from
 * Monday) to pick the day, hours and minutes typed beside it, and the API's instant in and out. Mantine's
 * button takes the popover's id, so the field's id goes to the popover for the label to find the button;
 * its name says the value too ("Inicio (hora de Madrid): 20/03/2027 - 10:00 h"), which a label alone
 * would not. Mantine computes days in the browser's zone: in the rare hour that the browser's own clock
 * skips (its spring change), a time typed there moves an hour on.
 */
export const MadridDateTimeInput = ({
  label,
  value,
  defaultValue,
  onChange,
  id,
  required,
  placeholder = t.pickDateTime,
  ...props
}: TProps) => {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const [own, setOwn] = useState(defaultValue || null);
  const instant = value === undefined ? own : value || null;
  return (
    <DateTimePicker
      {...calendarProps()}
      styles={placeholderStyles}
      placeholder={placeholder}
      {...props}
      {...pickerFieldProps({
        fieldId,
        label,
        required,
        shown: instant ? formatDateTime(instant) : placeholder,
      })}
      value={instant ? toPickerValue(instant) : null}
      valueFormat={(picked) => formatDateTime(fromPickerValue(picked))}
      onChange={(picked) => {
        const next = picked ? fromPickerValue(picked) : null;
        setOwn(next);
        onChange?.(next);
      }}
      timePickerProps={{ hoursInputLabel: t.hours, minutesInputLabel: t.minutes }}
      submitButtonProps={{ 'aria-label': t.accept }}
    />
  );
};
