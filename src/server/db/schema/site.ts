import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Settings an admin edits at run time (bid ranges, soft close, VAT, bank account, contact). */
export const configData = pgTable('config_data', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Only public keys are served by `GET /api/frontend/config-data/{key}`. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Editable info pages (about, legal notice, privacy, …) in Markdown, one row per language. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    lang: text('lang', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_slug_lang_key').on(t.slug, t.lang)],
);

/**
 * Outbox of background work (closing lots, sending e-mail). Workers claim rows with
 * `FOR UPDATE SKIP LOCKED`, so several app instances can drain it without doing a job twice.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** Who changed what in the back office, and when; shown on the record it touched and on the audit page. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdOn),
    // The back office's audit page filters by who acted and by date (src/server/modules/audit).
    index('audit_log_actor_idx').on(t.actorId, t.createdOn),
    index('audit_log_created_idx').on(t.createdOn),
  ],
);

/** Messages sent through the contact form, kept even if the e-mail to the office fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ip: text('ip'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdOn)],
);
