/**
 * The validation rules of docs/product.md#validation-rules. Each returns the message to show, or
 * undefined when the value is fine, so react-final-form can use them directly and the server can
 * reuse them.
 */
import {
  MIN_WITHDRAWAL_COINS,
  PASSWORD_MIN_LENGTH,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from './constants';
import { type PaymentSystem, PAYMENT_SYSTEMS, type SignUpRole, SIGN_UP_ROLES } from './entities';
import { type CARD_ERRORS, VALIDATION_MESSAGES as M } from './messages';
import { withdrawalAmountFor } from './money';

export type ValidationResult = string | undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Strong: 8+ characters, lower, upper, digit and one of @$!%*?&, and only those characters. */
export const STRONG_PASSWORD_PATTERN =
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

export function required(message: string) {
  return (value: unknown): ValidationResult => (isBlank(value) ? message : undefined);
}

export function validateEmail(value: string | undefined): ValidationResult {
  if (isBlank(value)) return M.emailRequired;
  return EMAIL_PATTERN.test(String(value).trim()) ? undefined : M.emailInvalid;
}

export function validateSignUpRole(value: string | undefined): ValidationResult {
  return SIGN_UP_ROLES.includes(value as SignUpRole) ? undefined : M.roleRequired;
}

export function validateNewPassword(value: string | undefined): ValidationResult {
  if (isBlank(value)) return M.passwordRequired;
  return String(value).length < PASSWORD_MIN_LENGTH ? M.passwordTooShort : undefined;
}

export type PasswordStrength = 'strong' | 'weak';

export function passwordStrength(password: string): PasswordStrength {
  return STRONG_PASSWORD_PATTERN.test(password) ? 'strong' : 'weak';
}

export function passwordStrengthText(password: string): string {
  return passwordStrength(password) === 'strong' ? M.passwordStrong : M.passwordWeak;
}

export function validateWithdrawalCoins(coins: number, availableCoins: number): ValidationResult {
  if (!Number.isFinite(coins) || coins < MIN_WITHDRAWAL_COINS) return M.minimumWithdrawal;
  if (!Number.isInteger(coins)) return M.withdrawalWholeCoins;
  if (coins > availableCoins) return M.withdrawalAboveAvailable(availableCoins);
  return undefined;
}

/**
 * The coins field as typed: only digits make a number of coins (no point, sign or exponent
 * is dropped or read into it); anything else is refused with a message that says why.
 */
export function validateWithdrawalCoinsText(
  text: string | undefined,
  availableCoins: number,
): ValidationResult {
  const typed = text?.trim() ?? '';
  if (typed !== '' && !/^\d+$/.test(typed)) {
    return Number.isFinite(Number(typed)) && Number(typed) >= MIN_WITHDRAWAL_COINS
      ? M.withdrawalWholeCoins
      : M.minimumWithdrawal;
  }
  return validateWithdrawalCoins(typed === '' ? Number.NaN : Number(typed), availableCoins);
}

export function validatePaymentSystem(value: string | undefined): ValidationResult {
  return PAYMENT_SYSTEMS.includes(value as PaymentSystem) ? undefined : M.paymentSystemRequired;
}

export interface WithdrawalFormState {
  coins: number;
  availableCoins: number;
  accountNumber: string;
  hasError: boolean;
}

/**
 * docs/product.md#validation-rules: disabled if the amount is 0 or less, exceeds available coins /
 * 20, an error exists, or the account number is empty.
 */
export function isWithdrawDisabled(state: WithdrawalFormState): boolean {
  const amount = withdrawalAmountFor(state.coins);
  return (
    !(amount > 0) ||
    amount > state.availableCoins / WITHDRAWAL_COINS_PER_DOLLAR ||
    state.hasError ||
    state.accountNumber.trim() === ''
  );
}

/** A whole number of at least 1 (required workers, payable amount). */
export function validatePositiveWholeNumber(requiredMessage: string) {
  return (value: unknown): ValidationResult => {
    if (isBlank(value)) return requiredMessage;
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? undefined : M.wholeNumberAtLeastOne;
  };
}

/** The card form's fields, named as in the sandbox confirm body. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface CardDetails {
  cardNumber: string;
  /** `MM/YY` or `MM/YYYY`. */
  expiry: string;
  cvc: string;
}

export interface CardProblem {
  field: CardField;
  /** The card provider's error code, a key of CARD_ERRORS. */
  code: keyof typeof CARD_ERRORS;
}

/** The digits of a card number as people type it (spaces and dashes allowed). */
export function cardNumberDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkCardNumber(cardNumber: string): CardProblem | undefined {
  const digits = cardNumberDigits(cardNumber);
  if (!/^\d*$/.test(digits)) return { field: 'cardNumber', code: 'invalid_number' };
  if (digits.length < 13) return { field: 'cardNumber', code: 'incomplete_number' };
  if (digits.length > 19 || !passesLuhn(digits)) {
    return { field: 'cardNumber', code: 'invalid_number' };
  }
  return undefined;
}

/** A card is valid through the last day of its expiry month. */
function checkExpiry(expiry: string, today: Date): CardProblem | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return { field: 'expiry', code: 'incomplete_expiry' };
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return { field: 'expiry', code: 'invalid_expiry_month' };
  const thisYear = today.getFullYear();
  if (year < thisYear) return { field: 'expiry', code: 'invalid_expiry_year_past' };
  if (year === thisYear && month < today.getMonth() + 1) {
    return { field: 'expiry', code: 'invalid_expiry_month_past' };
  }
  return undefined;
}

/** American Express cards (34, 37) have a four-digit code, every other card three. */
function checkCvc(cvc: string, cardNumber: string): CardProblem | undefined {
  const length = /^3[47]/.test(cardNumberDigits(cardNumber)) ? 4 : 3;
  const value = cvc.trim();
  if (!/^\d*$/.test(value)) return { field: 'cvc', code: 'invalid_cvc' };
  if (value.length < length) return { field: 'cvc', code: 'incomplete_cvc' };
  return value.length === length ? undefined : { field: 'cvc', code: 'invalid_cvc' };
}

/** The first problem with the card details, checked in the order of the form's fields. */
export function checkCardDetails(card: CardDetails, today = new Date()): CardProblem | undefined {
  return (
    checkCardNumber(card.cardNumber) ??
    checkExpiry(card.expiry, today) ??
    checkCvc(card.cvc, card.cardNumber)
  );
}
