import type { notifications as es } from '../es/notifications.ts';

export const notifications: typeof es = {
  pushAddressInvalid: "The browser's notification address is not valid.",
  pushAddressTooLong: "The browser's notification address is too long.",
  pushAddressRefused: (problem: string) => `The browser's notification address ${problem}`,
  pushAddressRefusedField: (problem: string) => `The notification address ${problem}`,
  browserKeyMissing: "The browser's key is missing.",
  browserKeyInvalid: "The browser's key is not valid.",
  browserSecretMissing: "The browser's secret is missing.",
  browserSecretInvalid: "The browser's secret is not valid.",
  kindUnknown: 'That kind of notification does not exist.',
  unsubscribeLinkInvalid: 'The unsubscribe link is not valid: open it exactly as it arrived in the e-mail.',
  unsubscribeSignatureWrong: "The link's signature does not match.",
};
