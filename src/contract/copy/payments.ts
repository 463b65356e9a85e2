/** The texts of buying coins (docs/product.md#routes): Purchase Coin, Payment and Payment History. */

export const PURCHASE_COPY = {
  intro: 'Choose a coin package. Coins pay for the tasks you post.',
  coins: (coins: number) => `${coins.toLocaleString('en-US')} Coins`,
  price: (price: number) => `$${price}`,
  perDollar: (coins: number) => `${coins} coins per dollar`,
  purchase: 'Purchase',
  purchaseLabel: (coins: number, price: number) =>
    `Purchase ${coins.toLocaleString('en-US')} coins for $${price}`,
} as const;

export const PAYMENT_COPY = {
  buying: (coins: number, price: number) => `${coins.toLocaleString('en-US')} coins for $${price}`,
  pay: (price: number) => `Pay $${price}`,
  preparing: 'Preparing your payment…',
  settingsFailed: 'The payment settings could not be loaded.',
  changePackage: 'Choose another package',
  testMode: 'Test mode: no real money moves',
  testCardsIntro: 'Pay with one of these test cards, any future expiry date and any CVC:',
  testCardSucceeds: 'succeeds',
  testCardDeclined: 'is declined',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  stripeNotConfigured: 'Card payments are not set up yet. Please try again later.',
  stripeLoadFailed: 'The card form could not be loaded. Check your connection and try again.',
  intentFailed: 'The payment could not be started. Please try again.',
  confirmFailed: 'The card payment did not go through. Please try again.',
  recordFailed:
    'Your payment went through, but the coins could not be added yet. Please try again.',
  added: (coins: number) => `${coins.toLocaleString('en-US')} coins were added to your balance.`,
  history: 'View payment history',
  buyMore: 'Buy more coins',
} as const;

export const PAYMENT_HISTORY_COPY = {
  payment: 'Payment',
  coins: 'Coins',
  date: 'Date',
  transactionId: 'Transaction Id',
  empty: 'You have not bought any coins yet.',
  buyCoins: 'Purchase Coin',
} as const;
