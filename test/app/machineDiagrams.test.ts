/**
 * The committed machine pages in docs/machines must match the machine definitions: each is
 * generated again in memory and compared with the file.
 */
import fs from 'node:fs';
import path from 'node:path';

import { getStateNodes } from 'xstate/graph';

import { MACHINES } from '@app/machines';
import { machineDoc, REGENERATE_COMMAND } from '@tools/machineDocs';

const ROOT = path.resolve(__dirname, '../..');

function committed(file: string): string | undefined {
  const absolute = path.join(ROOT, file);
  return fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
}

describe('machine diagrams in docs/machines', () => {
  it.each(MACHINES.map(({ name, machine }) => ({ name, machine })))(
    '$name is up to date',
    async ({ name, machine }) => {
      const doc = await machineDoc(name, machine);
      const stale = committed(doc.path) !== doc.content;

      expect(stale ? `${doc.path} is out of date: run \`${REGENERATE_COMMAND}\`` : 'current').toBe(
        'current',
      );
    },
  );

  it('draws every state and lists every transition of the auth machine', async () => {
    const auth = MACHINES.find(({ name }) => name === 'authMachine');
    if (!auth) throw new Error('authMachine is not registered in src/app/machines.ts');
    const nodes = getStateNodes(auth.machine.root);
    const transitions = [auth.machine.root, ...nodes].flatMap((node) => [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ]);

    const { content } = await machineDoc(auth.name, auth.machine);
    const [, transitionTable = ''] = content.split('## Transitions');

    expect(content).toContain('stateDiagram-v2');
    expect(content).toContain('[*] --> loading');
    for (const node of nodes) expect(content).toContain(node.path.join('_'));
    expect(transitionTable.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(
      transitions.length,
    );
    expect(content).toContain('loading --> signedIn: AUTH_STATE_CHANGED [reportsIdentity]');
    expect(content).toContain('registering_savingUserRecord --> signedIn: saveRegisteredUser done');
  });
});
