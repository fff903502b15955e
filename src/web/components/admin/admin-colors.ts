/**
 * Colours of the back office's buttons and badges, each at least 4.5:1 against white (WCAG AA for small
 * text): Mantine's green.9 and orange.9 fall short (4.4:1 and 4.3:1), so they are not used for text.
 */
export const adminColors = {
  positive: 'teal.9',
  warning: '#a34100',
  danger: 'red.9',
  neutral: 'gray.7',
  primary: 'blue.8',
} as const;
