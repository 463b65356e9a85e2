/**
 * The validation rules of spec §5. Each returns the message to show, or undefined when the
 * value is fine, so react-final-form can use them directly and the server can reuse them.
 */
import {
  MIN_WITHDRAWAL_COINS,
  PASSWORD_MIN_LENGTH,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from './constants';
import { type PaymentSystem, PAYMENT_SYSTEMS, type SignUpRole, SIGN_UP_ROLES } from './entities';
import { VALIDATION_MESSAGES as M } from './messages';
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
  if (coins > availableCoins) return M.withdrawalAboveAvailable(availableCoins);
  return undefined;
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
 * Spec §5: disabled if the amount is 0 or less, exceeds available coins / 20, an error
 * exists, or the account number is empty.
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
