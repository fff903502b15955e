import { NumberInput, type NumberInputProps } from '@mantine/core';

/** An amount in euros typed the Spanish way: "1.234,56 €". */
export const EuroInput = (props: NumberInputProps) => (
  <NumberInput min={0} decimalScale={2} thousandSeparator="." decimalSeparator="," {...props} />
);
