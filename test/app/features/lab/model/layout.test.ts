import { MACHINES } from '@app/machines';
import { layoutStatechart, type Box } from '@app/features/lab/model/layout';
import { statechartOf } from '@app/features/lab/model/statechart';

const machines = MACHINES.map(({ name, machine }) => ({ name, machine }));

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

describe('layoutStatechart', () => {
  it.each(machines)(
    '$name: children sit inside their parent; edges are routed',
    async ({ machine }) => {
      const laidOut = await layoutStatechart(statechartOf(machine));
      const boxes = new Map(laidOut.nodes.map((node) => [node.id, node]));

      expect(laidOut.nodes).toHaveLength(statechartOf(machine).nodes.length);
      for (const node of laidOut.nodes) {
        expect(node.width).toBeGreaterThan(0);
        expect(node.height).toBeGreaterThan(0);
        expect(inside(node, { x: 0, y: 0, width: laidOut.width, height: laidOut.height })).toBe(
          true,
        );
        const parent = node.parent === null ? undefined : boxes.get(node.parent);
        if (node.parent !== null) {
          expect(parent && inside(node, parent)).toBe(true);
          expect(node.relative).toEqual({
            x: expect.closeTo(node.x - (parent?.x ?? 0), 1),
            y: expect.closeTo(node.y - (parent?.y ?? 0), 1),
          });
        } else {
          expect(node.relative).toEqual({ x: node.x, y: node.y });
        }
      }
      for (const edge of laidOut.edges) {
        expect(edge.points.length).toBeGreaterThanOrEqual(2);
        expect(edge.labelBox.width).toBeGreaterThan(0);
      }
      for (const initial of laidOut.initials) {
        expect(initial.points.length).toBeGreaterThanOrEqual(2);
        const parent = initial.parent === null ? undefined : boxes.get(initial.parent);
        if (parent) expect(inside(initial, parent)).toBe(true);
      }
    },
  );

  it('lays the same machine out the same way twice', async () => {
    const [first] = machines;
    if (!first) throw new Error('no machine is registered');

    const once = await layoutStatechart(statechartOf(first.machine));
    const twice = await layoutStatechart(statechartOf(first.machine));

    expect(twice).toEqual(once);
  });

  it('marks the initial state of the machine and of each compound state', async () => {
    const auth = machines.find(({ name }) => name === 'authMachine');
    if (!auth) throw new Error('authMachine is not registered');

    const { initials } = await layoutStatechart(statechartOf(auth.machine));

    expect(initials.map(({ target }) => target)).toEqual(
      expect.arrayContaining(['loading', 'registering.creatingAccount', 'signedIn.idle']),
    );
  });
});
