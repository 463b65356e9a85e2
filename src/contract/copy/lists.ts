/**
 * Texts shared by the dashboard's lists and tables (pagination: docs/product.md#validation-rules),
 * and how figures are written in them. Each entity's status labels are with its feature's texts.
 */
export const PAGINATION_COPY = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
} as const;

// Figures are written in the reader's own locale (no locale given: the browser's), words in
// English (docs/product.md#numbers-and-dates).
const wholeNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat(undefined, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export function countText(count: number): string {
  return wholeNumber.format(count);
}

export function coinsText(coins: number): string {
  return `${wholeNumber.format(coins)} ${coins === 1 ? 'coin' : 'coins'}`;
}

/** Dollars with cents, e.g. $12.50. */
export function dollarsText(amount: number): string {
  return dollars.format(amount);
}

/** A share from 0 to 1 as a percentage, e.g. 88%. */
export function percentText(share: number): string {
  return percent.format(share);
}
