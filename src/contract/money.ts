/** Money arithmetic both sides agree on; the server's figures are the ones that count. */
import {
  CENTS_PER_DOLLAR,
  COIN_PACKAGES,
  type CoinPackage,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from './constants';

/** Dollars for a withdrawal of `coins`, rounded to cents. */
export function withdrawalAmountFor(coins: number): number {
  return Math.round((coins / WITHDRAWAL_COINS_PER_DOLLAR) * 100) / 100;
}

/** Total coins a task holds in escrow when posted. */
export function taskCost(requiredWorkers: number, payableAmount: number): number {
  return requiredWorkers * payableAmount;
}

/** The packages' prices as a list: "$1, $10, $20, $35". */
export const COIN_PACKAGE_PRICES = COIN_PACKAGES.map((coinPackage) => `$${coinPackage.price}`).join(
  ', ',
);

export function coinPackageForPrice(price: number): CoinPackage | undefined {
  return COIN_PACKAGES.find((coinPackage) => coinPackage.price === price);
}

/** Coins per dollar of a package, shown as a whole number. */
export function coinsPerDollar(coinPackage: CoinPackage): number {
  return Math.round(coinPackage.coins / coinPackage.price);
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * CENTS_PER_DOLLAR);
}

/** The package whose price is exactly `cents`, as a card gateway reports an amount. */
export function coinPackageForCents(cents: number): CoinPackage | undefined {
  return Number.isInteger(cents) && cents % CENTS_PER_DOLLAR === 0
    ? coinPackageForPrice(cents / CENTS_PER_DOLLAR)
    : undefined;
}
