/**
 * The committed machine pages and diagrams in docs/machines must match the machine
 * definitions: each is generated again in memory and compared with the file.
 */
import fs from 'node:fs';
import path from 'node:path';

import { getStateNodes } from 'xstate/graph';

import { MACHINES } from '@app/machines';
import { machineDoc, machineSvg, REGENERATE_COMMAND } from '@tools/machineDocs';

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

  it.each(MACHINES.map(({ name, machine }) => ({ name, machine })))(
    "$name's SVG diagram is up to date",
    async ({ name, machine }) => {
      const svg = await machineSvg(name, machine);
      const stale = committed(svg.path) !== svg.content;

      expect(stale ? `${svg.path} is out of date: run \`${REGENERATE_COMMAND}\`` : 'current').toBe(
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

  it('draws every state of the auth machine in the SVG, nested states inside their parent', async () => {
    const auth = MACHINES.find(({ name }) => name === 'authMachine');
    if (!auth) throw new Error('authMachine is not registered in src/app/machines.ts');

    const { content } = await machineSvg(auth.name, auth.machine);
    const boxes = new Map(
      [
        ...content.matchAll(
          /<g class="[^"]*" data-state="([^"]+)">\s*<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/g,
        ),
      ].map(([, id = '', ...numbers]) => {
        const [x = 0, y = 0, width = 0, height = 0] = numbers.map(Number);
        return [id, { x, y, width, height }];
      }),
    );

    expect(content).toContain('role="img"');
    for (const node of getStateNodes(auth.machine.root)) {
      expect(boxes.has(node.path.join('.'))).toBe(true);
    }
    const parent = boxes.get('registering');
    const child = boxes.get('registering.creatingAccount');
    if (!parent || !child) throw new Error('registering or its creatingAccount state is not drawn');
    expect(child.x).toBeGreaterThan(parent.x);
    expect(child.y).toBeGreaterThan(parent.y);
    expect(child.x + child.width).toBeLessThan(parent.x + parent.width);
    expect(child.y + child.height).toBeLessThan(parent.y + parent.height);
    expect(content).toContain('invokes createAccount');
    expect(content).toContain('AUTH_STATE_CHANGED [reportsIdentity]');
  });
});
