/**
 * A promise already settled with `value` whose `then` runs its callback at once. Given to
 * React.lazy for code that has already arrived, it lets React render the part in the same pass
 * instead of suspending for a moment: a page rendered on the server is then hydrated whole
 * (docs/performance.md#dashboards).
 */
export function settledPromise<T>(value: T): Promise<T> {
  const then = <Fulfilled = T, Rejected = never>(
    onFulfilled?: ((value: T) => Fulfilled | PromiseLike<Fulfilled>) | null,
  ): Promise<Fulfilled | Rejected> => {
    const next = onFulfilled ? onFulfilled(value) : value;
    return isThenable(next)
      ? Promise.resolve(next as PromiseLike<Fulfilled>)
      : settledPromise(next as Fulfilled);
  };
  return Object.assign(Promise.resolve(value), { then });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof (value as { then: unknown }).then === 'function'
  );
}
