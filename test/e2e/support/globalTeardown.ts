export default async function globalTeardown(): Promise<void> {
  await globalThis.coinworkE2eTeardown?.();
}
