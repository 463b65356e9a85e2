import type { FieldMetaState } from 'react-final-form';

/** The message to show under a field: once it has been visited, or the form submitted. */
export function fieldError(meta: FieldMetaState<unknown>): string | undefined {
  const shown = meta.touched || meta.submitFailed;
  return shown && typeof meta.error === 'string' ? meta.error : undefined;
}
