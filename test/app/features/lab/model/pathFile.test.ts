import { parseMachinePath, serializeMachinePath } from '@app/features/lab/model/pathFile';
import { MACHINE_PATH_FORMAT, type MachinePath } from '@app/machineKit/machinePath';

const path: MachinePath = {
  format: MACHINE_PATH_FORMAT,
  version: 1,
  id: 'shortest-1',
  machine: 'withdrawal',
  source: 'shortest',
  title: '→ submitting',
  createdAt: '2030-01-06T10:00:00.000Z',
  initialState: 'editing',
  steps: [
    {
      event: {
        type: 'SUBMIT',
        draft: { coins: 250, paymentSystem: 'Nagad', accountNumber: '01711-000' },
        availableCoins: 500,
      },
      state: 'submitting',
    },
  ],
};

const stored = (): Record<string, unknown> => JSON.parse(serializeMachinePath(path));

describe('parseMachinePath', () => {
  it('reads back what serializeMachinePath wrote', () => {
    expect(parseMachinePath(stored())).toEqual({ path });
  });

  it('writes the same text for the same path', () => {
    expect(serializeMachinePath({ ...path })).toBe(serializeMachinePath(path));
    expect(serializeMachinePath(path).endsWith('}\n')).toBe(true);
  });

  it.each([
    ['a list', [], 'Not a machine path: it is not a JSON object.'],
    [
      'another format',
      { ...stored(), format: 'har' },
      'Not a machine path: its "format" is "har", not "coinwork.machine-path".',
    ],
    [
      'another version',
      { ...stored(), version: 2 },
      'Not a machine path: it is version 2; this product reads version 1.',
    ],
    [
      'no machine',
      { ...stored(), machine: '' },
      'Not a machine path: its "machine" must be a non-empty string.',
    ],
    [
      'an unknown source',
      { ...stored(), source: 'dream' },
      'Not a machine path: its "source" must be one of recording, shortest, simple, simulation.',
    ],
    [
      'no initial state',
      { ...stored(), initialState: 3 },
      'Not a machine path: its "initialState" must be a state value, e.g. "idle".',
    ],
    [
      'an event without a type',
      { ...stored(), steps: [{ event: { kind: 'SUBMIT' }, state: 'submitting' }] },
      'Not a machine path: step 1: its event has no "type" string.',
    ],
    [
      'a step without a state value',
      { ...stored(), steps: [{ event: { type: 'SUBMIT' }, state: { submitting: 4 } }] },
      'Not a machine path: step 1 (SUBMIT): its "state" must be a state value, e.g. "idle".',
    ],
  ])('says what is wrong with %s', (_, json, error) => {
    expect(parseMachinePath(json)).toEqual({ error });
  });

  it('refuses a path for a machine the product does not have', () => {
    expect(parseMachinePath({ ...stored(), machine: 'toaster' }, ['auth', 'withdrawal'])).toEqual({
      error:
        'Not a machine path: it is for the machine "toaster", which is not one of auth, withdrawal.',
    });
  });

  it('accepts nested state values', () => {
    const nested = { ...stored(), initialState: { registering: 'creatingAccount' } };

    expect(parseMachinePath(nested)).toMatchObject({
      path: { initialState: { registering: 'creatingAccount' } },
    });
  });
});
