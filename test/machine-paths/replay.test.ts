/**
 * Every machine path committed here (test/machine-paths/<machine>/*.json: a session recorded in
 * the product, or a generated path) is replayed against the machine's definition: the machine must
 * still accept each event and reach the state the path recorded, step after step.
 */
import fs from 'node:fs';
import path from 'node:path';

import { MACHINES } from '@app/machines';
import { expectPathReplays, MACHINE_PATHS_FOLDER as FOLDER } from '@test/app/support/machinePaths';

const ROOT = path.resolve(__dirname, '../..');

function folders(): string[] {
  return fs
    .readdirSync(path.join(ROOT, FOLDER), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function pathFiles(folder: string): string[] {
  const absolute = path.join(ROOT, FOLDER, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `${FOLDER}/${folder}/${file}`);
}

const FILES = folders().flatMap((folder) => pathFiles(folder).map((file) => ({ folder, file })));

describe('committed machine paths', () => {
  it('has at least one path for every machine of the product', () => {
    const missing = MACHINES.filter(({ name }) => pathFiles(name).length === 0).map(
      ({ name }) =>
        `${FOLDER}/${name}/ has no path: record one with \`npm run lab:record\`, or export one from the lab (/lab/${name}), and commit it there.`,
    );

    expect(missing).toEqual([]);
  });

  it('keeps only folders named after a registered machine', () => {
    const names = MACHINES.map(({ name }) => name);
    const unknown = folders()
      .filter((folder) => !names.includes(folder))
      .map((folder) => `${FOLDER}/${folder}/ is not named after a machine of src/app/machines.ts`);

    expect(unknown).toEqual([]);
  });

  // it.each refuses an empty table; the first test says what to do then.
  const replayEach = FILES.length > 0 ? it.each(FILES) : () => undefined;
  replayEach('$file still replays to the end', ({ folder, file }) => {
    expectPathReplays(folder, file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
  });
});
