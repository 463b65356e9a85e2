import { act, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';

import { ScreenBoundary } from '@app/layouts/dashboard/DashboardLayout';

/** A screen whose code arrives when the test says so. */
function screenArrivingLater() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>Tasks List</h1> });
  });
  return { Screen: lazy(() => code), arrive };
}

test('says the screen is shown only once its code has arrived and it has been rendered and painted', async () => {
  const { Screen, arrive } = screenArrivingLater();
  const shown = jest.fn();
  render(
    <ScreenBoundary onShown={shown}>
      <Screen />
    </ScreenBoundary>,
  );
  await act(async () => undefined);
  expect(screen.queryByRole('heading', { name: 'Tasks List' })).not.toBeInTheDocument();
  expect(shown).not.toHaveBeenCalled();

  await act(async () => arrive());

  expect(screen.getByRole('heading', { name: 'Tasks List' })).toBeInTheDocument();
  // After the browser's next paint.
  await waitFor(() => expect(shown).toHaveBeenCalled());
});
