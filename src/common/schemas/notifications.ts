import { z } from 'zod';
import { apiText } from '../i18n/api/index.ts';
import { notificationChannels, notificationKinds } from '../notifications.ts';

const ZChoiceSchema = z.object({ email: z.boolean(), push: z.boolean() });

const t = apiText.notifications;

/** Every kind with its e-mail and push choice (defaults filled in). */
export const ZNotificationChoicesSchema = z
  .object(
    Object.fromEntries(notificationKinds.map((kind) => [kind, ZChoiceSchema])) as {
      [K in (typeof notificationKinds)[number]]: typeof ZChoiceSchema;
    },
  )
  .meta({ id: 'NotificationChoices' });
export type TNotificationChoices = z.infer<typeof ZNotificationChoicesSchema>;

export const ZNotificationPreferencesResponseSchema = z.object({
  data: z.object({
    choices: ZNotificationChoicesSchema,
    vapidPublicKey: z.string().describe('The application server key a browser subscribes to push with'),
    pushDevices: z.number().int().describe('Browsers of this user that receive push notifications'),
  }),
});
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponseSchema>;

export const ZUpdateNotificationPreferencesRequestSchema = z.object({
  choices: ZNotificationChoicesSchema.partial(),
});
export type TUpdateNotificationPreferencesRequest = z.infer<
  typeof ZUpdateNotificationPreferencesRequestSchema
>;

/** The browser's PushSubscription as `toJSON()` gives it. */
export const ZPushSubscriptionRequestSchema = z.object({
  subscription: z.object({
    // Push services speak HTTPS only (RFC 8030): any other address could never be delivered to.
    endpoint: z
      .url({ protocol: /^https$/, error: () => t.pushAddressInvalid })
      .max(2000, { error: () => t.pushAddressTooLong }),
    keys: z.object({
      p256dh: z
        .string({ error: () => t.browserKeyMissing })
        .regex(/^[\w-]{80,100}$/, { error: () => t.browserKeyInvalid }),
      auth: z
        .string({ error: () => t.browserSecretMissing })
        .regex(/^[\w-]{16,40}$/, { error: () => t.browserSecretInvalid }),
    }),
  }),
});
export type TPushSubscriptionRequest = z.infer<typeof ZPushSubscriptionRequestSchema>;

export const ZPushEndpointQuerySchema = z.object({ endpoint: z.string().min(1).max(2000) });

export const ZPushDevicesResponseSchema = z.object({ data: z.object({ pushDevices: z.number().int() }) });
export type TPushDevicesResponse = z.infer<typeof ZPushDevicesResponseSchema>;

/** The signed query of an unsubscribe link (`u` user, `k` kind, `t` token). */
export const ZUnsubscribeQuerySchema = z.object({
  u: z.coerce.number().int().positive().max(2_147_483_647),
  k: z.enum(notificationKinds, { error: () => t.kindUnknown }),
  t: z.string().min(1).max(100),
});
export type TUnsubscribeQuery = z.infer<typeof ZUnsubscribeQuerySchema>;

export const ZUnsubscribeResponseSchema = z.object({
  data: z.object({ kind: z.enum(notificationKinds), channel: z.enum(notificationChannels) }),
});
export type TUnsubscribeResponse = z.infer<typeof ZUnsubscribeResponseSchema>;
