/** Labels every part of the client shares: one "Try again" for every retry button. */
import type { Role } from '../entities';

export const COMMON_COPY = {
  tryAgain: 'Try again',
  /** Said when a request fails without a message of its own. */
  requestFailed: 'Something went wrong. Please try again.',
} as const;

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  worker: 'Worker',
  buyer: 'Buyer',
  admin: 'Admin',
};
