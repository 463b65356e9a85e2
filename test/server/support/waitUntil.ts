/** Resolves once `condition` holds, looking again every 50 ms (the test's timeout bounds it). */
export async function waitUntil(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}
