import { getStateNodes } from 'xstate/graph';

import { MACHINES } from '@app/machines';
import { MACHINE_NODE_ID, statechartOf, transitionsOf } from '@app/features/lab/model/statechart';

const machines = MACHINES.map(({ name, machine }) => ({ name, machine }));

function machineNamed(name: string) {
  const found = MACHINES.find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not registered`);
  return found.machine;
}

describe('statechartOf', () => {
  it.each(machines)('$name: every state appears, with its parent', ({ machine }) => {
    const chart = statechartOf(machine);
    const ids = chart.nodes.map((node) => node.id);

    for (const node of getStateNodes(machine.root)) {
      const drawn = chart.nodes.find((candidate) => candidate.id === node.path.join('.'));
      expect(drawn?.key).toBe(node.key);
      expect(drawn?.parent).toBe(node.path.length > 1 ? node.path.slice(0, -1).join('.') : null);
      expect(drawn?.type).toBe(node.type);
    }
    for (const node of chart.nodes) {
      if (node.parent !== null) {
        expect(ids.indexOf(node.parent)).toBeLessThan(ids.indexOf(node.id));
      }
    }
  });

  it.each(machines)(
    '$name: every transition appears, with a known source and target',
    ({ machine }) => {
      const chart = statechartOf(machine);
      const ids = new Set(chart.nodes.map((node) => node.id));
      const transitions = [machine.root, ...getStateNodes(machine.root)].flatMap((node) =>
        transitionsOf(node).map((transition) => ({ node, transition })),
      );

      expect(chart.edges).toHaveLength(
        transitions.reduce(
          (sum, { transition }) => sum + Math.max(1, transition.target?.length ?? 0),
          0,
        ),
      );
      expect(new Set(chart.edges.map((edge) => edge.id)).size).toBe(chart.edges.length);
      for (const edge of chart.edges) {
        expect(ids.has(edge.source)).toBe(true);
        expect(ids.has(edge.target)).toBe(true);
      }
      for (const { node, transition } of transitions) {
        const source = node.path.length ? node.path.join('.') : MACHINE_NODE_ID;
        expect(
          chart.edges.some(
            (edge) => edge.source === source && edge.eventType === transition.eventType,
          ),
        ).toBe(true);
      }
    },
  );

  it('names guards, actions, invoked actors and initial states', () => {
    const chart = statechartOf(machineNamed('authMachine'));

    expect(chart.edges).toContainEqual(
      expect.objectContaining({
        source: 'loading',
        target: 'signedIn',
        eventType: 'AUTH_STATE_CHANGED',
        label: 'AUTH_STATE_CHANGED',
        guard: 'reportsIdentity',
        actions: ['rememberIdentity'],
      }),
    );
    expect(chart.edges).toContainEqual(
      expect.objectContaining({
        source: 'registering.creatingAccount',
        target: 'registering.uploadingPhoto',
        label: 'createAccount done',
      }),
    );
    // A transition without a target stays: it is drawn as a loop.
    expect(chart.edges).toContainEqual(
      expect.objectContaining({
        source: 'registering.uploadingPhoto',
        target: 'registering.uploadingPhoto',
        eventType: 'PHOTO_UPLOAD_PROGRESS',
      }),
    );
    expect(chart.nodes).toContainEqual(
      expect.objectContaining({
        id: 'registering.creatingAccount',
        parent: 'registering',
        initial: true,
        invokes: ['createAccount'],
      }),
    );
    expect(chart.nodes).toContainEqual(
      expect.objectContaining({ id: 'loading', initial: true, tags: ['busy'] }),
    );
    // The machine's own invoked listener is drawn in the machine's box.
    expect(chart.nodes).toContainEqual(
      expect.objectContaining({
        id: MACHINE_NODE_ID,
        type: 'machine',
        invokes: ['authStateListener'],
      }),
    );
  });

  it('marks final states and guards of the other machines', () => {
    expect(statechartOf(machineNamed('paymentMachine')).nodes).toContainEqual(
      expect.objectContaining({ id: 'succeeded', type: 'final' }),
    );
    expect(statechartOf(machineNamed('withdrawalMachine')).edges).toContainEqual(
      expect.objectContaining({ source: 'editing', target: 'submitting', guard: 'isAllowed' }),
    );
  });
});
