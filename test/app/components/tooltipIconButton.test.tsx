import DeleteIcon from '@mui/icons-material/Delete';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { TooltipIconButton } from '@app/components/TooltipIconButton';
import { allowForLazySections, PRELOAD_TIMEOUT_MS } from '../support/lazyModules';

allowForLazySections();
beforeAll(() => import('@mui/material/Tooltip'), PRELOAD_TIMEOUT_MS);

const LABEL = 'Delete Orchard survey';

function renderButton(props: { disabled?: boolean; onClick?: () => void } = {}) {
  return render(
    <>
      <button type="button">Before</button>
      <TooltipIconButton label={LABEL} color="error" {...props}>
        <DeleteIcon />
      </TooltipIconButton>
      <button type="button">After</button>
    </>,
  );
}

/** A mouse's pointer event (jsdom has no PointerEvent: a MouseEvent with a pointer type). */
function mouseEvent(type: 'pointerover' | 'pointerout', relatedTarget: Element): Event {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  return event;
}

const deleteButton = () => screen.getByRole('button', { name: LABEL });

test('the mouse on the button shows its label as a tooltip; leaving hides it', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderButton({ onClick });
  const button = deleteButton();
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
  // The same button, not one rendered anew under the mouse: the click lands.
  expect(deleteButton()).toBe(button);
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  await user.unhover(button);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
});

test('Escape closes the tooltip', async () => {
  const user = userEvent.setup();
  renderButton();
  await user.hover(deleteButton());
  expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

test('tabbing to the button shows the tooltip and keeps the focus on the button', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderButton({ onClick });
  await user.tab();
  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
  expect(deleteButton()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
});

test('a disabled button still shows why it is there', async () => {
  // A disabled button takes no pointer events (in a browser the span around it is under the
  // mouse); here the button's events pass through the span on their way up.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  renderButton({ disabled: true });
  expect(deleteButton()).toBeDisabled();
  await user.hover(deleteButton());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
});

test('a mouse that has left before the tooltip is ready leaves no tooltip behind', async () => {
  renderButton();
  // Both moves before any promise settles, which user-event would not allow.
  fireEvent(deleteButton(), mouseEvent('pointerover', document.body));
  fireEvent(deleteButton(), mouseEvent('pointerout', document.body));
  await act(() => import('@mui/material/Tooltip'));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // It comes when the mouse comes back.
  await userEvent.setup().hover(deleteButton());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(LABEL);
});
