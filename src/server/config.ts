import { z } from 'zod';

/**
 * Every setting comes from the environment and is parsed once, here. A bad value stops the process at
 * start with a list of what is wrong, rather than failing later in the middle of a request.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const ZConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: http://localhost:PORT, the address a developer opens (see ZCompleteConfigSchema). */
  PUBLIC_URL: z.url().optional(),
  SITE_NAME: z.string().min(1).default('Lonja'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default('var/data'),
  /**
   * Instances this process runs on its port (node:cluster, src/server/instances.ts): one per core uses them
   * all. More than one needs DATABASE_URL (the embedded database belongs to one process).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  UPLOADS_DIR: z.string().default('var/uploads'),
  MAIL_DIR: z.string().default('var/mail'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Lonja <no-responder@lonja.local>'),
  ADMIN_EMAIL: z.email().default('admin@lonja.local'),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  /**
   * The first administrator's TOTP secret (base32, as an authenticator app shows it), enrolled at start
   * when that administrator has no TOTP yet: a scripted deployment can sign in with a computed code.
   */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{16,}=*$/, 'debe ser base32 (A-Z, 2-7), de al menos 16 caracteres')
    .optional(),
  /**
   * `on`: staff must sign in with a second factor and confirm it again before sensitive actions
   * (docs/operations.md). `off` lifts both, for development and scripted clients; refused in production.
   */
  STAFF_SECOND_FACTOR: z.enum(['on', 'off']).default('on'),
  /** Minutes a staff session may sit idle before it ends, "remember me" or not (docs/operations.md). */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /**
   * Four eyes (docs/after-the-hammer.md): a refund above this many cents waits for a second person with
   * contabilidad; a change of the bank account always does.
   */
  FOUR_EYES_REFUND_CENTS: z.coerce.number().int().min(0).default(100_000),
  /** Days a four-eyes request waits for its second person; after them it has expired and is asked again. */
  FOUR_EYES_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** How often each instance polls the jobs outbox; 0 disables the poller (tests drain it by hand). */
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  /** How often each instance looks for lots whose end has passed; 0 disables it (tests close lots by hand). */
  LOT_CLOSER_MS: z.coerce.number().int().min(0).default(1000),
  /** EU VIES REST API (POST {VIES_URL}/check-vat-number); tests point it at a local stand-in. */
  VIES_URL: z.url().default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  SEED_DEMO: booleanFromEnv.default(true),
  WEB_DIST_DIR: z.string().default('dist/web'),
  /** How long a server-rendered page is reused for other visitors; 0 renders every request. */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).default(1000),
  /** Memory for the public auction and lot answers kept ready to send (modules/catalogue/answer-cache.ts). */
  ANSWER_CACHE_MB: z.coerce.number().int().min(1).default(64),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /**
   * Where the browser keeps who is logged in (docs/product.md#the-browser). `local-storage`: a copy of the user's profile in
   * localStorage, shown at once on every load and tab. `cookie`: nothing readable by scripts; the HttpOnly
   * session cookie is the only logged-in state and each page load asks the server who it belongs to.
   */
  LOGIN_STATE_STORE: z.enum(['local-storage', 'cookie']).default('local-storage'),
  /**
   * Which proxies may say who the client is (X-Forwarded-For). Off by default: then the address is the
   * connection's, and a client cannot pick its own to dodge per-IP limits. `true` trusts every hop (only
   * when nothing but your proxy can reach the server), a number trusts that many hops, otherwise a
   * comma-separated list of proxy addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'false' || value === '0' || value === '') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  /** Longest time to receive one request (headers and body), and how long an idle keep-alive connection stays. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  /**
   * Abuse limits per instance on what costs: searches per client address a minute, bids per bidder in ten
   * seconds (a person bids a few times a minute; a script thousands). Benchmarks raise them.
   */
  SEARCH_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  BID_LIMIT_PER_10S: z.coerce.number().int().min(1).default(50),
  /**
   * A comment line on every live stream this often: keeps proxies from closing an idle stream, and lets a
   * proxy that hears nothing for longer (a host cut off the network) close it, so that the browser
   * reconnects elsewhere (docs/operations.md, proxy_read_timeout).
   */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /** Live streams one client address may hold open at once (a person has a few tabs, not thousands). */
  LIVE_STREAMS_PER_IP: z.coerce.number().int().min(1).default(50),
  /**
   * Bounds on every PostgreSQL connection (src/server/db/client.ts): a statement, a transaction left idle
   * (a stalled connection holding a lot's lock), waiting for an answer, connecting, and TCP keepalive.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_KEEPALIVE_MS: z.coerce.number().int().min(1000).default(10_000),
  /**
   * How often each instance asks PostgreSQL `select 1` on a connection of its own, and how long it waits for
   * the answer (src/server/plugins/database-watch.ts). A probe unanswered in time (a network cut: packets
   * dropped, nothing reset) marks the database unreachable: readiness and every API call then answer 503 at
   * once instead of waiting on a connection that will not answer, until a probe succeeds. 0 = no probe.
   */
  DB_PROBE_MS: z.coerce.number().int().min(0).default(1_000),
  DB_PROBE_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  /**
   * Connections each instance keeps to PostgreSQL (besides its LISTEN one). More than the database's cores
   * can run at once only queue inside it (docs/operations.md).
   */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
  /** Finished jobs and live events older than this are removed (with ended sessions and throttle rows). */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  RETENTION_EVERY_MS: z.coerce.number().int().min(0).default(3_600_000),
  /**
   * The embedded database only (PGlite has no autovacuum): how often it is vacuumed and analyzed
   * (jobs/embedded-maintenance.ts); 0 = never. On PostgreSQL autovacuum does it.
   */
  EMBEDDED_MAINTENANCE_MS: z.coerce.number().int().min(0).default(900_000),
  /** Days before a liquidación's deadline when its buyer is reminded; how often to look (0 = never). */
  PAYMENT_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  PAYMENT_REMINDERS_MS: z.coerce.number().int().min(0).default(3_600_000),
  /**
   * How many settlements overdue and unpaid suspend a buyer's bidding, looked at with the reminders; 0 =
   * never (docs/fair-play.md). Paying everything overdue lifts it.
   */
  UNPAID_SETTLEMENTS_SUSPEND: z.coerce.number().int().min(0).max(100).default(2),
  /**
   * Card payments through Redsys (redirect integration). Unset: only bank transfer is offered. Production
   * https://sis.redsys.es/sis/realizarPago, test https://sis-t.redsys.es:25443/sis/realizarPago.
   */
  REDSYS_URL: z.url().optional(),
  REDSYS_MERCHANT_CODE: z
    .string()
    .regex(/^\d{9}$/, 'código de comercio (FUC) de 9 cifras')
    .optional(),
  REDSYS_TERMINAL: z
    .string()
    .regex(/^\d{1,3}$/)
    .default('1'),
  REDSYS_SECRET_KEY: z.string().min(16).optional(),
  /**
   * Web Push (VAPID, RFC 8292). Unset keys: the server makes a pair on first start and keeps it in the
   * database, so every instance signs alike. Set both to use your own (`npx web-push generate-vapid-keys`).
   * The subject is how a push service reaches you: a mailto: or https: URL (default: mailto:ADMIN_EMAIL).
   */
  VAPID_PUBLIC_KEY: z.string().min(80).optional(),
  VAPID_PRIVATE_KEY: z.string().min(40).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'una URL mailto: o https:')
    .optional(),
  /**
   * The Ed25519 private key (PKCS#8 PEM) bid receipts are signed with (docs/bid-receipts.md). Unset, the
   * server makes one on first use and keeps it in the database; its public half is published at
   * /.well-known/lonja-bid-receipt-key either way.
   */
  BID_RECEIPT_KEY: z.string().startsWith('-----BEGIN PRIVATE KEY-----').optional(),
  /** A PEM certificate authority trusted for push services besides the system's (a TLS-inspecting proxy; tests). */
  PUSH_CA_CERT: z.string().startsWith('-----BEGIN CERTIFICATE-----').optional(),
  /**
   * Hosts (`host` or `host:port`, comma-separated) the server may fetch although they are not on the public
   * internet: push endpoints and VIES are otherwise refused on loopback and private networks (lib/outbound.ts).
   */
  OUTBOUND_ALLOWED_HOSTS: z.string().default(''),
  /**
   * A GeoIP file (MaxMind `.mmdb`: GeoLite2-City, DB-IP lite…) that names the town of a session's network;
   * unset, the bundled country file names the country (modules/auth/place.ts).
   */
  GEOIP_DATABASE: z.string().optional(),
  /** How often each instance looks for notices to send (outbid, closing soon); 0 = never (tests run it by hand). */
  NOTIFIER_MS: z.coerce.number().int().min(0).default(5000),
  /** How often each instance runs the saved searches that are due (at once: every 5 min; daily); 0 = never. */
  SAVED_SEARCHES_MS: z.coerce.number().int().min(0).default(60_000),
  /** Minutes before a followed lot's end when its followers are reminded. */
  CLOSING_SOON_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * Operations (docs/operations.md). How long an instance keeps serving after SIGTERM while /api/ready
   * already answers 503, so a load balancer that polls it stops sending work first; then it drains and exits.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** `/metrics` (Prometheus) answers only a request bearing this token (`Authorization: Bearer …`). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Also serve `/metrics`, without a token, on this port of its own (bind it to an internal network). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** OTLP/HTTP collector for traces (e.g. http://otel-collector:4318); unset, no traces are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('lonja'),
  /** Where uploads are kept: `disk` (UPLOADS_DIR) or `s3` (an S3-compatible bucket, MEDIA_S3_*). */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  MEDIA_S3_BUCKET: z.string().min(3).optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** The S3 service's address for anything but AWS (MinIO, Ceph, Garage, R2…); unset, AWS's own. */
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket.host/key` (false) or `host/bucket/key` (true, what most self-hosted services need). */
  MEDIA_S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
  /** Where an invoice's VERI*FACTU QR code sends the buyer to check it (the AEAT's production service). */
  VERIFACTU_QR_URL: z.url().default('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR'),
  /** The QR's address in no-VERI*FACTU mode (records kept and signed here, not sent): the AEAT's check. */
  NO_VERIFACTU_QR_URL: z
    .url()
    .default('https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQRNoVerifactu'),
  /** The PKCS#12 certificate billing records are signed and sent with (docs/verifactu.md), and its password. */
  AEAT_CERT_FILE: z.string().optional(),
  AEAT_CERT_PASSWORD: z.string().default(''),
  /** The AEAT's VERI*FACTU web service (production; the test one is on prewww1.aeat.es). */
  AEAT_ENDPOINT: z
    .url()
    .default('https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP'),
  /** A PEM file of extra authorities to trust for AEAT_ENDPOINT (a test stand-in); unset, Node's own list. */
  AEAT_CA_FILE: z.string().optional(),
  /** SistemaInformatico in every record: who produces this software and which installation this is. */
  VERIFACTU_PRODUCER_NAME: z.string().max(120).default('Lonja'),
  VERIFACTU_PRODUCER_NIF: z
    .string()
    .regex(/^$|^[0-9A-Z]{9}$/, 'un NIF de 9 caracteres')
    .default(''),
  VERIFACTU_INSTALLATION: z.string().max(100).default('1'),
});

export type TConfig = z.infer<typeof ZConfigSchema> & { PUBLIC_URL: string; VAPID_SUBJECT: string };

/** Settings that only make sense together. */
const ZCompleteConfigSchema = ZConfigSchema.transform((config) => ({
  ...config,
  PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  VAPID_SUBJECT: config.VAPID_SUBJECT ?? `mailto:${config.ADMIN_EMAIL}`,
})).superRefine((config, ctx) => {
  // One key of a pair alone would be ignored in silence and a generated pair used instead.
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas: pon las dos o ninguna',
    });
  }
  if (config.WEB_CONCURRENCY > 1 && !config.DATABASE_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['WEB_CONCURRENCY'],
      message:
        'más de una instancia necesita DATABASE_URL (la base de datos integrada es de un solo proceso)',
    });
  }
  if (config.STAFF_SECOND_FACTOR === 'off' && config.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['STAFF_SECOND_FACTOR'],
      message: 'el segundo factor del personal no se puede desactivar con NODE_ENV=production',
    });
  }
  if (config.MEDIA_STORAGE === 's3' && !config.MEDIA_S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_S3_BUCKET'],
      message: 'con MEDIA_STORAGE=s3 hace falta MEDIA_S3_BUCKET',
    });
  }
  if (config.REDSYS_URL && (!config.REDSYS_MERCHANT_CODE || !config.REDSYS_SECRET_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['REDSYS_URL'],
      message: 'con REDSYS_URL hacen falta REDSYS_MERCHANT_CODE y REDSYS_SECRET_KEY',
    });
  }
});

/** The connection bounds of the config, as the database client takes them. */
export const connectionLimits = (config: TConfig) => ({
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  // The client waits a little longer than the server, which ends a slow statement first and says why.
  queryMs: config.DB_STATEMENT_TIMEOUT_MS + 5_000,
  connectMs: config.DB_CONNECT_TIMEOUT_MS,
  keepAliveMs: config.DB_KEEPALIVE_MS,
});

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  // An empty variable (`SMTP_URL=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZCompleteConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
};
