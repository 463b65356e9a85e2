/**
 * The diagram in jsdom: React Flow measures its container and nodes, which jsdom does not,
 * so the few browser APIs it needs are given fixed answers here (the layout itself comes
 * from ELK, not from these measurements). The real look is checked in Chromium.
 */
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MachineDiagram } from '@app/features/lab/components/MachineDiagram';
import { layoutStatechart, type LaidOutStatechart } from '@app/features/lab/model/layout';
import { statechartOf } from '@app/features/lab/model/statechart';
import { MACHINES } from '@app/machines';
import { theme } from '@app/theme/theme';

class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element): void {
    this.callback(
      [{ target } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve(): void {}
  disconnect(): void {}
}

beforeAll(() => {
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  Object.defineProperties(HTMLElement.prototype, {
    offsetWidth: { configurable: true, get: () => 800 },
    offsetHeight: { configurable: true, get: () => 600 },
  });
  if (!('DOMMatrixReadOnly' in window)) {
    Object.assign(window, {
      DOMMatrixReadOnly: class {
        m22 = 1;
      },
    });
  }
});

async function withdrawalChart(): Promise<LaidOutStatechart> {
  const withdrawal = MACHINES.find(({ name }) => name === 'withdrawalMachine');
  if (!withdrawal) throw new Error('withdrawalMachine is not registered');
  return layoutStatechart(statechartOf(withdrawal.machine));
}

describe('MachineDiagram', () => {
  it('marks the active state and sends the available transitions from the keyboard', async () => {
    const chart = await withdrawalChart();
    const submit = chart.edges.find(
      (edge) => edge.source === 'editing' && edge.eventType === 'SUBMIT',
    );
    if (!submit) throw new Error('editing has no SUBMIT transition');
    const onEdgeClick = jest.fn();
    const user = userEvent.setup();

    render(
      <ThemeProvider theme={theme}>
        <div style={{ width: 800, height: 600 }}>
          <MachineDiagram
            chart={chart}
            activeStates={['editing']}
            availableEdges={[submit.id]}
            onEdgeClick={onEdgeClick}
          />
        </div>
      </ThemeProvider>,
    );

    const diagram = screen.getByRole('region', { name: 'Diagram of the withdrawal machine' });
    for (const node of chart.nodes) {
      expect(within(diagram).getByText(node.key, { selector: 'div' })).toBeInTheDocument();
    }
    expect(within(diagram).getAllByTestId(/^rf__edge-/)).toHaveLength(
      chart.edges.length + chart.initials.length,
    );
    expect(within(diagram).getAllByText('EDIT', { selector: 'div' })).toHaveLength(2);
    expect(within(diagram).getByRole('group', { name: 'editing' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(diagram).getByText('active')).toBeInTheDocument();
    expect(within(diagram).getByRole('group', { name: 'submitting' })).not.toHaveAttribute(
      'aria-current',
    );

    const send = await within(diagram).findByRole('button', { name: 'Send SUBMIT [isAllowed]' });
    await waitFor(() =>
      expect(within(diagram).getAllByRole('button', { name: /^Send / })).toHaveLength(1),
    );
    await user.tab();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onEdgeClick).toHaveBeenCalledWith(submit.id);
  });
});
