/**
 * Server configuration, read once from the environment. Every variable has a default that
 * runs the product locally with no account anywhere; README.md lists them all.
 */
import path from 'node:path';

import { DEFAULT_DEVELOPER_PAGE_URL, MAX_UPLOAD_BYTES } from '../contract/constants';

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
  };
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
  };
  rateLimit: {
    /** Write requests per client per minute. */
    writesPerMinute: number;
  };
  /** Seed the demo marketplace into an empty database at start (local use only). */
  seedDemoData: boolean;
  /** The external page the header's 'Join as a Developer' opens (absolute https URL). */
  developerPageUrl: string;
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
    },
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
      imageHostKey: optional(env, 'IMAGE_HOST_KEY'),
      imageHostUrl: optional(env, 'IMAGE_HOST_URL') ?? 'https://api.imgbb.com/1/upload',
    },
    rateLimit: {
      writesPerMinute: integer(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120),
    },
    seedDemoData: optional(env, 'SEED_DEMO_DATA') === 'true',
    developerPageUrl: externalUrl(env, 'DEVELOPER_PAGE_URL', DEFAULT_DEVELOPER_PAGE_URL),
  };
}
