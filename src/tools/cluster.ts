/**
 * `npm run cluster`: the product as production runs it, on this machine — N stateless API
 * server instances (`--instances`, 2 by default) on one PostgreSQL (a throwaway cluster, or
 * DATABASE_URL's), behind HAProxy on one port (`--port`, else PORT, else 8080). Ctrl-C stops
 * everything it started. docs/deployment.md describes the same set-up for real machines.
 */
import { printBanner } from './banner';
import {
  MAX_INSTANCES,
  type RunningCluster,
  startCluster,
  StartInterrupted,
} from './cluster/launchCluster';

const USAGE = 'Usage: npm run cluster -- [--instances N] [--port P]';
const log = (line: string) => console.log(`[coinwork] ${line}`);

function wholeNumber(raw: string, name: string, minimum: number, maximum: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < minimum || value > maximum) {
    throw new Error(`${name} must be a whole number from ${minimum} to ${maximum}, got "${raw}".`);
  }
  return value;
}

interface Arguments {
  instances: number;
  port: number;
  emulatorPort: number | undefined;
}

function parseArguments(argv: string[]): Arguments {
  let instances = '2';
  let port: { raw: string; name: string } = { raw: process.env.PORT ?? '8080', name: 'PORT' };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i] ?? '';
    if (argument === '--help' || argument === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = argument.split(/=(.*)/s, 2);
    if (name !== '--instances' && name !== '--port') {
      throw new Error(`Unknown argument "${argument}". ${USAGE}`);
    }
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`${name} needs a value. ${USAGE}`);
    if (name === '--instances') instances = value;
    else port = { raw: value, name: '--port' };
  }
  const emulatorPort = process.env.AUTH_EMULATOR_PORT;
  return {
    instances: wholeNumber(instances, '--instances', 1, MAX_INSTANCES),
    port: wholeNumber(port.raw, port.name, 1, 65_535),
    emulatorPort:
      emulatorPort === undefined
        ? undefined
        : wholeNumber(emulatorPort, 'AUTH_EMULATOR_PORT', 1, 65_535),
  };
}

function describe(cluster: RunningCluster): string[] {
  return [
    `  load balancer  HAProxy on port ${new URL(cluster.url).port}, round robin over ${cluster.instances.length} instance${cluster.instances.length === 1 ? '' : 's'}`,
    ...cluster.instances.map(
      (instance) =>
        `  instance ${String(instance.index).padEnd(5)} ${instance.url} (pid ${instance.pid() ?? '—'})`,
    ),
    `  database       ${cluster.databaseUrl}${cluster.throwawayDatabase ? ' (throwaway, removed on stop)' : ''}`,
    `  auth emulator  ${cluster.emulatorHost} (project ${cluster.projectId})`,
    `  logs           ${cluster.logDir}`,
  ];
}

async function main(): Promise<void> {
  const { instances, port, emulatorPort } = parseArguments(process.argv.slice(2));
  const interrupt = new AbortController();
  let cluster: RunningCluster | undefined;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping…');
    if (!cluster) {
      // Still starting: the start stops what it started and rejects.
      interrupt.abort();
      return;
    }
    await cluster.stop();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  try {
    cluster = await startCluster({
      instances,
      port,
      databaseUrl: process.env.DATABASE_URL || undefined,
      emulatorPort,
      log,
      signal: interrupt.signal,
    });
  } catch (error) {
    if (error instanceof StartInterrupted) {
      log('Stopped.');
      process.exit(0);
    }
    throw error;
  }
  if (stopping) {
    // The signal came after the last step of the start: stop what it returned.
    stopping = false;
    await stop();
    return;
  }
  printBanner(cluster.url, describe(cluster));
}

main().catch((error: unknown) => {
  console.error(`[coinwork] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
