import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { languages } from '@/common/language.ts';
import { staffRoles } from '@/common/staff-roles.ts';
import { countries, provinces } from './reference.ts';

export const vatIdTypes = ['nif', 'nie', 'cif', 'eu-vat', 'passport'] as const;

/** Staff roles (src/common/staff-roles.ts); the database refuses a name the code does not know. */
export const staffRole = pgEnum('staff_role', staffRoles);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone1: text('phone1'),
    phone2: text('phone2'),
    isCompany: boolean('is_company').notNull().default(false),
    companyName: text('company_name'),
    vatIdType: text('vat_id_type', { enum: vatIdTypes }).notNull().default('nif'),
    vatId: text('vat_id'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    countryId: integer('country_id').references(() => countries.id),
    provinceId: integer('province_id').references(() => provinces.id),
    /** argon2id hash; null for imported users who have not set a password yet. */
    passwordHash: text('password_hash'),
    acceptedTerms: boolean('accepted_terms').notNull().default(false),
    /** Commercial e-mails: opt-in, so false until the user ticks it. */
    subscribed: boolean('subscribed').notNull().default(false),
    /**
     * Staff roles, several per person. An array on the user rather than a table of its own: the session's
     * single read of the user row (sessions.service.ts) brings them along with no further join, and the
     * change feed that already forgets cached sessions when a user row changes (drizzle/0014) covers a
     * change of roles too. Who changed them, and when, is in the audit log.
     */
    roles: staffRole('roles').array().notNull().default(sql`'{}'::staff_role[]`),
    /** Derived, never written: staff is anyone with a role (the SPEC's `isAdmin`). */
    isAdmin: boolean('is_admin').notNull().generatedAlwaysAs(sql`cardinality(roles) > 0`),
    observations: text('observations'),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Set while an admin has deactivated the account: unlike a never-activated account, only an admin
     * undoes it (activation links and password recovery do not).
     */
    deactivatedOn: timestamp('deactivated_on', { withTimezone: true }),
    hasWrongEmail: boolean('has_wrong_email').notNull().default(false),
    isBanned: boolean('is_banned').notNull().default(false),
    /** Set by an admin for a buyer who has not paid, or by too many unpaid settlements: may log in and pay, not bid. */
    isBiddingBlocked: boolean('is_bidding_blocked').notNull().default(false),
    /**
     * Why bidding is suspended when it was the unpaid settlements (docs/fair-play.md), shown to the buyer and
     * the back office; null for an admin's own block. Paying enough lifts such a block, never an admin's.
     */
    biddingBlockedReason: text('bidding_blocked_reason'),
    /** When the account was last banned: accounts sharing its browser or sign-up address are reviewed. */
    bannedOn: timestamp('banned_on', { withTimezone: true }),
    /** The address the account signed up from, kept for SIGNUP_IP_DAYS (docs/privacy.md), then erased. */
    signupIp: text('signup_ip'),
    isImported: boolean('is_imported').notNull().default(false),
    isWebUser: boolean('is_web_user').notNull().default(true),
    /**
     * The language the person reads Lonja in (docs/product.md#languages): their e-mails and documents, and
     * the back office for staff. Chosen at sign-up from the page's language, changed in "my account".
     */
    language: text('language', { enum: languages }).notNull().default('es'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case: "Ana@x.es" and "ana@x.es" are one person.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The back office lists users newest first, ties by id: both in the index, or imported users (one
    // timestamp for thousands) are all read and sorted for every page.
    index('users_created_on_idx').on(t.createdOn, t.id),
    index('users_lastname_idx').on(t.lastname, t.firstname),
  ],
);

/**
 * Server-side sessions, so any app instance can serve any request. The cookie holds a random token;
 * only its SHA-256 is stored, so a leaked table does not leak live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Password checked, second factor not yet: the session serves only the second-factor routes. */
    awaitingSecondFactor: boolean('awaiting_second_factor').notNull().default(false),
    /** When this session last proved a second factor: step-up asks for one within the last 5 minutes. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /** The WebAuthn challenge this session was last given, consumed by the answer to it. */
    webauthnChallenge: text('webauthn_challenge'),
    /** The browser and system its User-Agent names ("Chrome en Android"), shown in Mi cuenta › Sesiones. */
    device: text('device'),
    /** The address it signed in from, masked to its /24 (IPv4) or /48 (IPv6) network: never the full IP. */
    network: text('network'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The devices (as `sessions.device` describes them) each user has signed in from, kept after their
 * sessions are purged, so a sign-in from one never seen before is e-mailed (docs/operations.md, "Sessions").
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.device] })],
);

export const userTokenKinds = ['activation', 'password-recovery', 'email-change'] as const;

/**
 * Single-use keys sent by e-mail (activation, password recovery, e-mail change). Only the SHA-256 of the
 * key is stored; `usedOn` makes a key single-use.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: userTokenKinds }).notNull(),
    /** For an e-mail change: the address being confirmed. */
    email: text('email'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Failure counters for throttling (login per account and per IP, sign-up, recovery…), in the database so
 * every app instance sees the same counts.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
