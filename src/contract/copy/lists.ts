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

// Figures are written in US English like the words and dates around them, the same in every
// browser and on the server that renders a page (docs/product.md#numbers-and-dates).
const FIGURES_LOCALE = 'en-US';
const wholeNumber = new Intl.NumberFormat(FIGURES_LOCALE, { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat(FIGURES_LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percent = new Intl.NumberFormat(FIGURES_LOCALE, {
  style: 'percent',
  maximumFractionDigits: 0,
});

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
