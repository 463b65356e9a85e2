/**
 * The placeholder of an effect a machine names but leaves to the caller: the definition stays
 * free of the real effects, and forgetting to provide one says so plainly instead of hanging.
 */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}: provide the "${name}" actor with ${machine}.provide().`);
}
