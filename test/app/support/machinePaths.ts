/**
 * The regression test of committed machine paths (test/machine-paths), one file at a time: its
 * failure names the file, the step and the reason.
 */
import { parseMachinePath } from '@app/features/lab/model/pathFile';
import { replayPath } from '@app/features/lab/model/replay';
import { MACHINES } from '@app/machines';

export const MACHINE_PATHS_FOLDER = 'test/machine-paths';

/** The path file `file` (under the folder of the machine `folder`, with `text`) replays to its end. */
export function expectPathReplays(folder: string, file: string, text: string): void {
  const entry = MACHINES.find(({ name }) => name === folder);
  if (!entry) throw new Error(`${file}: no machine of src/app/machines.ts is named ${folder}.`);
  const parsed = parseMachinePath(
    JSON.parse(text),
    MACHINES.map(({ machine }) => machine.id),
  );
  if ('error' in parsed) throw new Error(`${file}: ${parsed.error}`);

  const { divergence } = replayPath(entry.machine, parsed.path);

  if (divergence) {
    throw new Error(
      `${file} no longer replays. ${divergence.reason} If the machine changed on purpose, record the path again (\`npm run lab:record\`, or export it from the lab) or remove the file.`,
    );
  }
}
