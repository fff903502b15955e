import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useId } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { calendarProps, pickerFieldProps, placeholderStyles } from './madrid-dates.ts';

const t = messages.datePicker;

type TProps = Omit<
  DatePickerInputProps,
  'value' | 'defaultValue' | 'onChange' | 'label' | 'type' | 'valueFormat'
> & {
  label: string;
  /** The day, "YYYY-MM-DD" as the API takes it; null or '' for none. */
  value: string | null;
  onChange: (day: string | null) => void;
};

/** "20/03/2027" for "2027-03-20": a calendar day has no time zone to convert. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * A day (a Madrid calendar day, as the API reads it) from a calendar in the page's language with weeks from Monday,
 * whatever the browser's language. Like MadridDateTimeInput, its name says its value.
 */
export const MadridDateInput = ({
  label,
  value,
  onChange,
  id,
  required,
  placeholder = t.pickDate,
  ...props
}: TProps) => {
  const ownId = useId();
  const fieldId = id ?? ownId;
  return (
    <DatePickerInput
      {...calendarProps()}
      styles={placeholderStyles}
      placeholder={placeholder}
      {...props}
      {...pickerFieldProps({ fieldId, label, required, shown: value ? dayText(value) : placeholder })}
      valueFormat="DD/MM/YYYY"
      value={value || null}
      onChange={onChange}
    />
  );
};
