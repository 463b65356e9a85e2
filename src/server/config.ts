/**
 * Server configuration, read once from the environment. Every variable has a default that
 * runs the product locally with no account anywhere; README.md lists them all.
 */
import net from 'node:net';
import path from 'node:path';

import { DEFAULT_DEVELOPER_PAGE_URL, MAX_UPLOAD_BYTES } from '@contract/constants';
import { httpsOrigin } from '@contract/imageUrls';
import { EXPORT_MAX_ROWS, EXPORTS_AT_ONCE } from '@contract/tables';

export type PaymentProviderSetting = 'sandbox' | 'stripe';

export interface ServerConfig {
  host: string;
  port: number;
  logLevel: string;
  /** Folder for PGlite data and uploaded images. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  /** Folder of the built web client, served with history fallback when present. */
  clientDir: string;
  publicUrl: string;
  corsOrigins: string[];
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    /** `host:port` of the Auth Emulator; real Firebase when absent. */
    authEmulatorHost: string | undefined;
    /** The longest a call to the identity provider may take (IDENTITY_TIMEOUT_MS). */
    timeoutMs: number;
    /** Connections to the identity provider open at once (IDENTITY_MAX_CONNECTIONS). */
    maxConnections: number;
    /**
     * Verified ID tokens, and callers' records, remembered at most (TOKEN_CACHE_ENTRIES; 0 asks
     * the provider and the database each time).
     */
    tokenCacheEntries: number;
  };
  /** How long a task list page is remembered at most (TASK_LIST_CACHE_SECONDS; 0: not at all). */
  taskListCacheSeconds: number;
  /**
   * The longest the server spends rendering a dashboard page before it sends the empty one, which
   * the browser renders (DASHBOARD_DRAWING_TIMEOUT_MS; 0: never rendered on the server).
   */
  dashboardRenderingTimeoutMs: number;
  payments: {
    provider: PaymentProviderSetting;
    stripeSecretKey: string | undefined;
    stripePublishableKey: string | undefined;
    /** Overrides for Stripe's API address (a local stand-in in tests). */
    stripeApiHost: string | undefined;
    stripeApiPort: number | undefined;
    stripeApiProtocol: 'http' | 'https' | undefined;
  };
  uploads: {
    maxBytes: number;
    /** Image host key; files are kept in `dataDir/uploads` when absent. */
    imageHostKey: string | undefined;
    imageHostUrl: string;
    /**
     * `https` origins whose images may be stored and shown (IMAGE_HOST_ORIGINS); by default
     * the outside image host's display origin when IMAGE_HOST_KEY is set, else none.
     */
    imageHostOrigins: string[];
  };
  /**
   * Whose `X-Forwarded-*` headers are believed (Fastify's `trustProxy`): none by default, every
   * peer with `true`, or only these addresses/CIDRs (docs/security.md).
   */
  trustProxy: boolean | string[];
  rateLimit: {
    /** Write requests per account (or per client address when signed out) per minute. */
    writesPerMinute: number;
  };
  limits: {
    /** Largest JSON request body. */
    jsonBodyBytes: number;
    /** Notification streams one account may have open at once (per server instance). */
    streamsPerAccount: number;
    /** How long a stream ticket opens a stream. */
    streamTicketSeconds: number;
    /** Uploads per account per hour, for accounts with a user record. */
    uploadsPerHour: number;
    /** Uploads per hour for an account with no user record yet (the sign-up photo). */
    uploadsPerHourWithoutRecord: number;
    /** An upload no task or user refers to is removed once it is this old. */
    uploadGraceSeconds: number;
    /** How often unreferenced uploads are looked for; 0 turns the sweep off. */
    uploadSweepIntervalSeconds: number;
    /** How often passed review deadlines are acted on; 0 turns the sweep off. */
    reviewSweepIntervalSeconds: number;
    /** CSV exports one account may have under way at once, on every instance together. */
    exportsPerAccount: number;
    /** The most rows one CSV export may have. */
    exportMaxRows: number;
  };
  /** Seed the demo marketplace into an empty database at start (local use only). */
  seedDemoData: boolean;
  /** How often follow-up work (deleting identity accounts) is retried (SWEEP_INTERVAL_MS). */
  sweepIntervalMs: number;
  /** The external page the header's 'Join as a Developer' opens (absolute https URL). */
  developerPageUrl: string;
  /** Whether the web client offers the Machine Lab at /lab (MACHINE_LAB; docs/machines/README.md). */
  machineLab: boolean;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

function atLeast(env: Env, name: string, fallback: number, minimum: number): number {
  const value = integer(env, name, fallback);
  if (value < minimum) throw new Error(`${name} must be at least ${minimum}, got ${value}`);
  return value;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/** `false` (default), `true`, or a comma list of proxy addresses/CIDRs; no hop counts. */
function trustedProxies(env: Env): boolean | string[] {
  const raw = optional(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be "true", "false" or a comma list of proxy addresses or CIDRs (no hop counts), got "${raw}"`,
    );
  }
  return entries;
}

/** An absolute https address (http only for a local host), normalised. */
function externalUrl(env: Env, name: string, fallback: string): string {
  const raw = optional(env, name) ?? fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const local = url?.hostname === 'localhost' || url?.hostname === '127.0.0.1';
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
    throw new Error(`${name} must be an absolute https:// address, got "${raw}"`);
  }
  return url.href;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Where the default image host (imgbb) serves the images it takes. */
const DEFAULT_IMAGE_HOST_ORIGIN = 'https://i.ibb.co';

function imageHostOrigins(env: Env, imageHostKey: string | undefined): string[] {
  const listed = optional(env, 'IMAGE_HOST_ORIGINS');
  if (listed === undefined) return imageHostKey ? [DEFAULT_IMAGE_HOST_ORIGIN] : [];
  return listed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = httpsOrigin(entry);
      if (!origin) {
        throw new Error(`IMAGE_HOST_ORIGINS takes https origins (https://host), got "${entry}"`);
      }
      return origin;
    });
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8080);
  const host = optional(env, 'HOST') ?? '127.0.0.1';
  const publicUrl = optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`;
  const provider = optional(env, 'PAYMENT_PROVIDER') ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'stripe') {
    throw new Error(`PAYMENT_PROVIDER must be "sandbox" or "stripe", got "${provider}"`);
  }
  const stripeSecretKey = optional(env, 'STRIPE_SECRET_KEY');
  if (provider === 'stripe' && !stripeSecretKey) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  const stripeProtocol = optional(env, 'STRIPE_API_PROTOCOL');
  if (stripeProtocol !== undefined && stripeProtocol !== 'http' && stripeProtocol !== 'https') {
    throw new Error('STRIPE_API_PROTOCOL must be "http" or "https"');
  }
  const projectId = optional(env, 'FIREBASE_PROJECT_ID') ?? 'demo-coinwork';
  const imageHostKey = optional(env, 'IMAGE_HOST_KEY');
  return {
    host,
    port,
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? '.data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    clientDir: path.resolve(optional(env, 'CLIENT_DIR') ?? 'dist/client'),
    publicUrl,
    corsOrigins: (optional(env, 'CORS_ORIGINS') ?? publicUrl)
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    firebase: {
      projectId,
      apiKey: optional(env, 'FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: optional(env, 'FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      authEmulatorHost: optional(env, 'FIREBASE_AUTH_EMULATOR_HOST'),
      timeoutMs: atLeast(env, 'IDENTITY_TIMEOUT_MS', 5000, 100),
      maxConnections: atLeast(env, 'IDENTITY_MAX_CONNECTIONS', 6, 1),
      tokenCacheEntries: integer(env, 'TOKEN_CACHE_ENTRIES', 10_000),
    },
    taskListCacheSeconds: integer(env, 'TASK_LIST_CACHE_SECONDS', 5),
    dashboardRenderingTimeoutMs: integer(env, 'DASHBOARD_DRAWING_TIMEOUT_MS', 2000),
    payments: {
      provider,
      stripeSecretKey,
      stripePublishableKey: optional(env, 'STRIPE_PUBLISHABLE_KEY'),
      stripeApiHost: optional(env, 'STRIPE_API_HOST'),
      stripeApiPort: env.STRIPE_API_PORT ? integer(env, 'STRIPE_API_PORT', 443) : undefined,
      stripeApiProtocol: stripeProtocol,
    },
    uploads: {
      maxBytes: integer(env, 'UPLOAD_MAX_BYTES', MAX_UPLOAD_BYTES),
      imageHostKey,
      imageHostUrl: optional(env, 'IMAGE_HOST_URL') ?? 'https://api.imgbb.com/1/upload',
      imageHostOrigins: imageHostOrigins(env, imageHostKey),
    },
    trustProxy: trustedProxies(env),
    rateLimit: {
      writesPerMinute: integer(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120),
    },
    limits: {
      jsonBodyBytes: atLeast(env, 'JSON_BODY_LIMIT_BYTES', 64 * 1024, 1024),
      streamsPerAccount: atLeast(env, 'NOTIFICATION_STREAMS_PER_ACCOUNT', 5, 1),
      streamTicketSeconds: integer(env, 'STREAM_TICKET_SECONDS', 60),
      uploadsPerHour: integer(env, 'UPLOADS_PER_HOUR', 20),
      uploadsPerHourWithoutRecord: integer(env, 'UPLOADS_PER_HOUR_WITHOUT_RECORD', 5),
      uploadGraceSeconds: integer(env, 'UPLOAD_GRACE_SECONDS', 24 * 60 * 60),
      uploadSweepIntervalSeconds: integer(env, 'UPLOAD_SWEEP_INTERVAL_SECONDS', 60 * 60),
      reviewSweepIntervalSeconds: integer(env, 'REVIEW_SWEEP_INTERVAL_SECONDS', 60),
      exportsPerAccount: atLeast(env, 'EXPORTS_PER_ACCOUNT', EXPORTS_AT_ONCE, 1),
      exportMaxRows: atLeast(env, 'EXPORT_MAX_ROWS', EXPORT_MAX_ROWS, 1),
    },
    seedDemoData: optional(env, 'SEED_DEMO_DATA') === 'true',
    sweepIntervalMs: atLeast(env, 'SWEEP_INTERVAL_MS', 30_000, 50),
    developerPageUrl: externalUrl(env, 'DEVELOPER_PAGE_URL', DEFAULT_DEVELOPER_PAGE_URL),
    machineLab: optional(env, 'MACHINE_LAB') === 'true',
  };
}
