import {
  MACHINE_PATH_FORMAT,
  MACHINE_PATH_VERSION,
  type MachinePath,
} from '@app/machineKit/machinePath';
import {
  clearRecordings,
  getRecording,
  listRecordings,
  MAX_RECORDINGS,
  MAX_STEPS,
  RECORDING_KEY_PREFIX,
  removeRecording,
  saveRecording,
  subscribeToRecordings,
} from '@app/machineKit/recording/recordingStore';
import { isRecording, setRecording } from '@app/machineKit/recording/recordingSwitch';

function recording(id: string, minute = 0, steps = 1): MachinePath {
  return {
    format: MACHINE_PATH_FORMAT,
    version: MACHINE_PATH_VERSION,
    id,
    machine: 'withdrawal',
    source: 'recording',
    title: '/dashboard/withdrawals',
    createdAt: new Date(Date.UTC(2030, 0, 1, 10, minute)).toISOString(),
    initialState: 'editing',
    steps: Array.from({ length: steps }, (_, at) => ({
      event: { type: 'EDIT' },
      state: 'editing',
      at,
    })),
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the recordings of this browser', () => {
  it('saves, lists (newest first), reads and removes recordings', () => {
    saveRecording(recording('a', 1));
    saveRecording(recording('b', 2));
    localStorage.setItem('unrelated', '1');
    localStorage.setItem(`${RECORDING_KEY_PREFIX}broken`, '{not json');

    expect(listRecordings().map(({ id }) => id)).toEqual(['b', 'a']);
    expect(getRecording('a')).toEqual(recording('a', 1));
    expect(getRecording('missing')).toBeNull();
    expect(getRecording('broken')).toBeNull();

    removeRecording('b');
    expect(listRecordings().map(({ id }) => id)).toEqual(['a']);
    clearRecordings();
    expect(listRecordings()).toEqual([]);
    expect(localStorage.getItem('unrelated')).toBe('1');
  });

  it('replaces a recording saved again under the same id', () => {
    saveRecording(recording('a', 1, 1));
    saveRecording(recording('a', 1, 3));

    expect(listRecordings()).toHaveLength(1);
    expect(getRecording('a')?.steps).toHaveLength(3);
  });

  it(`keeps the newest ${MAX_RECORDINGS}, each with at most ${MAX_STEPS} steps`, () => {
    for (let minute = 0; minute < MAX_RECORDINGS + 3; minute += 1) {
      saveRecording(recording(`r${String(minute).padStart(2, '0')}`, minute));
    }
    saveRecording(recording('long', 59, MAX_STEPS + 20));

    const ids = listRecordings().map(({ id }) => id);
    expect(ids).toHaveLength(MAX_RECORDINGS);
    expect(ids[0]).toBe('long');
    expect(ids).not.toContain('r03');
    expect(ids).toContain('r04');
    expect(getRecording('long')?.steps).toHaveLength(MAX_STEPS);
  });

  it('tells its listeners of every change in this tab until they unsubscribe', () => {
    const heard = jest.fn();
    const unsubscribe = subscribeToRecordings(heard);

    saveRecording(recording('a'));
    removeRecording('a');
    clearRecordings();
    expect(heard).toHaveBeenCalledTimes(3);

    unsubscribe();
    saveRecording(recording('b'));
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('tells its listeners of a change made in another tab', async () => {
    const heard = jest.fn();
    const unsubscribe = subscribeToRecordings(heard);
    // Another tab of the same origin announces a change on the shared channel.
    const otherTab = new BroadcastChannel('coinwork-lab-recordings');
    otherTab.postMessage('changed');
    otherTab.close();

    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(heard).toHaveBeenCalledTimes(1);
  });
  it('hears other tabs through the storage event where BroadcastChannel is missing', () => {
    const channels = Object.getOwnPropertyDescriptor(globalThis, 'BroadcastChannel');
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
    try {
      const heard = jest.fn();
      const unsubscribe = subscribeToRecordings(heard);
      window.dispatchEvent(new StorageEvent('storage', { key: `${RECORDING_KEY_PREFIX}a` }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
      unsubscribe();
      window.dispatchEvent(new StorageEvent('storage', { key: `${RECORDING_KEY_PREFIX}b` }));

      expect(heard).toHaveBeenCalledTimes(1);
    } finally {
      if (channels) Object.defineProperty(globalThis, 'BroadcastChannel', channels);
    }
  });
});

describe('the recording switch', () => {
  it('is off until switched on, for this tab’s session', () => {
    expect(isRecording()).toBe(false);
    setRecording(true);
    expect(isRecording()).toBe(true);
    expect(sessionStorage.length).toBe(1);
    setRecording(false);
    expect(isRecording()).toBe(false);
  });

  it('follows ?record=1 and ?record=0 on any page, and stays on after leaving the page', () => {
    window.history.replaceState(null, '', '/dashboard/purchase?record=1');
    expect(isRecording()).toBe(true);
    window.history.replaceState(null, '', '/dashboard');
    expect(isRecording()).toBe(true);
    window.history.replaceState(null, '', '/?record=0');
    expect(isRecording()).toBe(false);
  });
});
