import { generatedPaths } from '@app/features/lab/model/paths';
import { MACHINES } from '@app/machines';

function registered(name: string) {
  const entry = MACHINES.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${name} is not registered.`);
  return entry;
}

describe('generatedPaths', () => {
  it('gives the shortest path to every state value but the initial one, by target', () => {
    const { shortest } = generatedPaths(registered('withdrawalMachine'), {
      createdAt: '2030-01-06T10:00:00.000Z',
    });

    expect(
      shortest.map(({ id, title, steps }) => ({
        id,
        title,
        events: steps.map(({ event }) => event.type),
        states: steps.map(({ state }) => state),
      })),
    ).toEqual([
      {
        id: 'shortest-1',
        title: '→ failed',
        events: ['SUBMIT', 'xstate.error.actor.submitWithdrawal'],
        states: ['submitting', 'failed'],
      },
      { id: 'shortest-2', title: '→ submitting', events: ['SUBMIT'], states: ['submitting'] },
      {
        id: 'shortest-3',
        title: '→ succeeded',
        events: ['SUBMIT', 'xstate.done.actor.submitWithdrawal'],
        states: ['submitting', 'succeeded'],
      },
    ]);
    expect(shortest[0]).toMatchObject({
      format: 'coinwork.machine-path',
      version: 1,
      machine: 'withdrawal',
      source: 'shortest',
      createdAt: '2030-01-06T10:00:00.000Z',
      initialState: 'editing',
    });
    expect(shortest[0]?.steps[1]?.event.error).toEqual({
      message: 'You cannot withdraw more than 240 coins.',
    });
  });

  it('keeps the input, as JSON', () => {
    const [first] = generatedPaths(registered('paymentMachine')).shortest;

    expect(first?.input).toEqual({ coins: 150, price: 10 });
  });

  it.each(MACHINES.map(({ name }) => name))(
    '%s: numbers its paths the same way every time, simple paths capped',
    (name) => {
      const entry = registered(name);
      const summary = (limit: number) => {
        const { shortest, simple } = generatedPaths(entry, { simpleLimit: limit });
        return [...shortest, ...simple].map(({ id, title, steps }) => ({ id, title, steps }));
      };

      expect(summary(200)).toEqual(summary(200));
      expect(generatedPaths(entry, { simpleLimit: 2 }).simple.map(({ id }) => id)).toEqual([
        'simple-1',
        'simple-2',
      ]);
    },
  );

  it('gives one path per state value, however the context differs', () => {
    const { shortest } = generatedPaths(registered('authMachine'));
    const titles = shortest.map(({ title }) => title);

    expect(new Set(titles).size).toBe(titles.length);
    expect(titles).toContain('→ signedIn.idle');
  });
});
