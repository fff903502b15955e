import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { notificationKinds } from '@/common/notifications.ts';
import { users } from './users.ts';

/** A user's own choice per kind and channel; a kind without a row follows `defaultNotificationChoices`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A browser that accepted Web Push for a user (the PushSubscription the service worker got). */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull().unique(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  /** Since when every push to it has failed (null: the last one arrived); a week of that and it goes. */
  failingSince: timestamp('failing_since', { withTimezone: true }),
});

/**
 * What each user has been told about, so nothing is told twice: for `outbid` the last bid of theirs on the
 * lot that a notice covered (`mark`), for `closing-soon` the lot itself.
 */
export const noticeLedger = pgTable(
  'notice_ledger',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    subjectId: integer('subject_id').notNull(),
    mark: bigint('mark', { mode: 'number' }).notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId] })],
);

/** Notices found but not yet sent: they wait here until the user's coalescing window for the kind opens. */
export const pendingNotices = pgTable(
  'pending_notices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.subjectId] })],
);

/** When each user was last sent each kind, for coalescing. */
export const noticeClocks = pgTable(
  'notice_clocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    lastSentOn: timestamp('last_sent_on', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Named positions in the live-event stream for work that reads it once (the notifier): the row is locked
 * `FOR UPDATE SKIP LOCKED`, so one instance at a time reads, and its work commits with the new position.
 */
export const eventCursors = pgTable('event_cursors', {
  name: text('name').primaryKey(),
  position: bigint('position', { mode: 'number' }).notNull(),
});

/** Keys the server makes for itself on first start when none is configured (VAPID, unsubscribe links). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});
