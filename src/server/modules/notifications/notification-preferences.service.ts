import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { apiText } from '@/common/i18n/api/index.ts';
import {
  defaultNotificationChoices,
  notificationKinds,
  type TNotificationChoice,
  type TNotificationKind,
} from '@/common/notifications.ts';
import type { TNotificationChoices } from '@/common/schemas/notifications.ts';
import type { TDb } from '@/server/db/client.ts';
import { notificationPreferences, pushSubscriptions } from '@/server/db/schema/index.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { outboundProblem, type TOutboundPolicy } from '@/server/lib/outbound.ts';

/** The user's choices, each kind they never touched at its default. */
export const getNotificationChoices = async ({ db, userId }: { db: TDb; userId: number }) => {
  const saved = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byKind = new Map(saved.map((row) => [row.kind, { email: row.email, push: row.push }]));
  return Object.fromEntries(
    notificationKinds.map((kind) => [kind, byKind.get(kind) ?? defaultNotificationChoices[kind]]),
  ) as TNotificationChoices;
};

export const getNotificationChoice = async (options: {
  db: Pick<TDb, 'select'>;
  userId: number;
  kind: TNotificationKind;
}): Promise<TNotificationChoice> => {
  const { db, userId, kind } = options;
  const [row] = await db
    .select({ email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row ?? defaultNotificationChoices[kind];
};

export const setNotificationChoices = async (options: {
  db: TDb;
  userId: number;
  choices: Partial<TNotificationChoices>;
}) => {
  const { db, userId, choices } = options;
  const rows = Object.entries(choices).map(([kind, choice]) => ({
    userId,
    kind: kind as TNotificationKind,
    ...choice,
  }));
  if (rows.length)
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { email: sql`excluded.email`, push: sql`excluded.push` },
      });
  return getNotificationChoices({ db, userId });
};

/** One-click unsubscribe turns the e-mail of that kind off and leaves push as it was. */
export const turnEmailOff = async ({
  db,
  userId,
  kind,
}: {
  db: TDb;
  userId: number;
  kind: TNotificationKind;
}) => {
  const current = await getNotificationChoice({ db, userId, kind });
  await setNotificationChoices({ db, userId, choices: { [kind]: { ...current, email: false } } });
};

export const countPushDevices = async ({ db, userId }: { db: TDb; userId: number }) => {
  const [row] = await db
    .select({ total: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.total ?? 0;
};

/** A browser's subscription belongs to whoever saved it last (one browser, one account at a time). */
/** The browsers one person may receive pushes on; registering one more forgets the longest registered. */
export const maxPushDevices = 10;

/**
 * Registers a browser for pushes. Its endpoint is where the server will send requests, so it must be an
 * HTTPS address on the public internet (lib/outbound.ts): a Spanish 400 naming it otherwise.
 */
export const savePushSubscription = async (options: {
  db: TDb;
  userId: number;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  outbound: TOutboundPolicy;
}) => {
  const { db, userId, subscription, outbound } = options;
  const problem = await outboundProblem(subscription.endpoint, outbound);
  if (problem)
    throw new AppError('VALIDATION', apiText.notifications.pushAddressRefused(problem), {
      fields: { 'subscription.endpoint': apiText.notifications.pushAddressRefusedField(problem) },
    });
  const values = { userId, endpoint: subscription.endpoint, ...subscription.keys, failingSince: null };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdOn), desc(pushSubscriptions.id))
      .offset(maxPushDevices);
    if (kept.length > 0)
      await tx.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          kept.map((row) => row.id),
        ),
      );
  });
  return countPushDevices({ db, userId });
};

export const deletePushSubscription = async (options: { db: TDb; userId: number; endpoint: string }) => {
  const { db, userId, endpoint } = options;
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return countPushDevices({ db, userId });
};
