import { useState } from 'react';

/**
 * The last non-null value: a dialog keeps showing its item while it closes, after the
 * item has been cleared.
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return value ?? shown;
}
