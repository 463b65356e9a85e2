/**
 * A machine's statechart laid out by ELK, which works asynchronously. ELK is most of the lab's
 * bytes (docs/performance.md), so it is a chunk of its own, loaded while the rest of the page
 * is already usable.
 */
import { useEffect, useState } from 'react';
import type { AnyStateMachine } from 'xstate';

import type { LaidOutStatechart } from '../model/layout';
import { statechartOf } from '../model/statechart';

const loadLayout = () => import(/* webpackChunkName: "lab-layout" */ '../model/layout');

export type LaidOutStatechartState =
  | { status: 'loading' }
  | { status: 'ready'; chart: LaidOutStatechart }
  | { status: 'error'; error: Error };

export function useLaidOutStatechart(machine: AnyStateMachine): LaidOutStatechartState {
  const [state, setState] = useState<{ machine: AnyStateMachine; result: LaidOutStatechartState }>({
    machine,
    result: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    loadLayout()
      .then(({ layoutStatechart }) => layoutStatechart(statechartOf(machine)))
      .then(
        (chart) => {
          if (current) setState({ machine, result: { status: 'ready', chart } });
        },
        (error: unknown) => {
          if (current) {
            setState({
              machine,
              result: {
                status: 'error',
                error: error instanceof Error ? error : new Error(String(error)),
              },
            });
          }
        },
      );
    return () => {
      current = false;
    };
  }, [machine]);

  // Another machine is being laid out: the previous one's chart is not shown for it.
  return state.machine === machine ? state.result : { status: 'loading' };
}
