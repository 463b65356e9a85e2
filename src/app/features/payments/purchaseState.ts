/**
 * The package picked on Purchase Coin travels to the payment screen in the navigation state
 * (docs/product.md#purchase-coin). Only one of the packages is taken from it; the server charges
 * and credits by its own table anyway.
 */
import { type CoinPackage, COIN_PACKAGES } from '@contract/constants';

export function purchaseState(coinPackage: CoinPackage): CoinPackage {
  return { coins: coinPackage.coins, price: coinPackage.price };
}

export function coinPackageFromState(state: unknown): CoinPackage | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  if (!('coins' in state) || !('price' in state)) return undefined;
  const { coins, price } = state;
  return COIN_PACKAGES.find(
    (coinPackage) => coinPackage.coins === coins && coinPackage.price === price,
  );
}
