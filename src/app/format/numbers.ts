/**
 * Coins and dollars for people (docs/product.md#numbers-and-dates): grouped and punctuated in
 * the browser's own locale. The spec's literal formats (such as `$ {amount} Coins` on a task
 * card) stay as written where they appear.
 */
import { CENTS_PER_DOLLAR } from '@contract/constants';

/** `undefined` asks Intl for the browser's locale. */
const count = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** A whole number: 12,500 (or 12.500, 12 500 … in the reader's locale). */
export function formatCount(value: number): string {
  return count.format(value);
}

/** Coins with their unit: "12,500 coins", "1 coin". */
export function formatCoins(coins: number): string {
  return `${count.format(coins)} ${coins === 1 ? 'coin' : 'coins'}`;
}

/** Dollars as currency: "$1,250.00". */
export function formatDollars(dollarAmount: number): string {
  return dollars.format(dollarAmount);
}

/** Cents as currency: 1250 → "$12.50". */
export function formatCents(cents: number): string {
  return dollars.format(cents / CENTS_PER_DOLLAR);
}

/** A share from 0 to 1 as a percentage: "88%". */
export function formatPercent(share: number): string {
  return percent.format(share);
}
