/** What a failed effect says, for a machine to keep in its context or show. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
