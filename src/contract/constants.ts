/** Business constants and limits (docs/product.md#constants-and-limits). */
import type { SignUpRole } from './entities';

export const BRAND = 'Coinwork';
export const LANDING_TITLE = `Welcome - ${BRAND}`;

export const STARTING_COINS: Readonly<Record<SignUpRole, number>> = { buyer: 50, worker: 10 };
/** A Google sign-in creates a worker. */
export const GOOGLE_SIGN_IN_ROLE: SignUpRole = 'worker';

/** The largest coin figure the server can store (a PostgreSQL `integer` column). */
export const MAX_COIN_COLUMN = 2_147_483_647;

export const WITHDRAWAL_COINS_PER_DOLLAR = 20;
export const MIN_WITHDRAWAL_COINS = 200;

export interface CoinPackage {
  coins: number;
  /** Whole dollars. */
  price: number;
}
export const COIN_PACKAGES: readonly CoinPackage[] = [
  { coins: 10, price: 1 },
  { coins: 150, price: 10 },
  { coins: 500, price: 20 },
  { coins: 1000, price: 35 },
];

export const TASKS_PAGE_SIZE = 9;
export const TASK_GRID_COLUMNS = 3;

export const PASSWORD_MIN_LENGTH = 8;
export const ALERT_AUTO_HIDE_MS = 1500;
/** A notice of what someone else did (a worker's appeal, to its buyer) stays long enough to read. */
export const NOTICE_AUTO_HIDE_MS = 8000;

export const MINIMUM_AGE = 18;

export const TOP_WORKER_RATING = '5/5';
export const TOP_WORKER_JOB_COUNT = { min: 10, max: 100 } as const;
export const STATISTICS_COUNTER_DURATION_MS = 3000;
export const TESTIMONIALS_VISIBLE = 3;

export const QUERY_RETRIES = 3;
/**
 * How many times a request refused because the sign-in service is unavailable is sent
 * again, each after the server's Retry-After, before the screen shows the failure.
 */
export const SIGN_IN_UNAVAILABLE_RETRIES = 12;
export const UNUSED_CACHE_LIFETIME_SECONDS = 300;

/** Limits the spec leaves open; the server enforces them, the forms mirror them. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  title: 200,
  detail: 5000,
  submissionInfo: 2000,
  submissionDetails: 5000,
  url: 2048,
  accountNumber: 64,
} as const;
export const MAX_REQUIRED_WORKERS = 10_000;
export const MAX_PAYABLE_AMOUNT = 1_000_000;
export const MAX_PAGE_SIZE = 100;
/** How many open tasks the landing page features, and how many top workers it shows. */
export const FEATURED_TASKS_COUNT = 6;
export const TOP_WORKERS_COUNT = 6;
/** Longest message an admin may send as a notification. */
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 1000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Dollars are charged in this currency; the card gateways count in cents. */
export const PAYMENT_CURRENCY = 'usd';
export const CENTS_PER_DOLLAR = 100;

/**
 * The sandbox gateway's test cards (the same numbers Stripe uses in test mode). Any future
 * expiry and any three-digit CVC go with them.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** When the notification stream fails, the bell polls this often instead. */
export const NOTIFICATIONS_POLL_INTERVAL_MS = 30_000;

/**
 * A dropped notification stream is opened again with a fresh ticket after the first wait,
 * doubled after each failure up to the longest.
 */
export const NOTIFICATIONS_STREAM_RETRY = { firstMs: 1_000, longestMs: 60_000 } as const;

/** Rows per page of the dashboard's tables (submissions, users, tasks, withdrawals). */
export const TABLE_PAGE_SIZE = 10;

/**
 * Where the header's 'Join as a Developer' leads (spec: an external link) unless the server
 * sets DEVELOPER_PAGE_URL; the server sends its choice in the client config.
 */
export const DEFAULT_DEVELOPER_PAGE_URL = 'https://developers.coinwork.example/';
