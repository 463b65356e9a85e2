/**
 * A link inside the app moves in place through the app's `navigate` on a plain click, and stays
 * a real link for everything else the browser does with links.
 */
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';

import { AppLink, type Navigate, NavigateContext } from '@app/components/AppLink';

function appLinkWith(navigate: Navigate | undefined, props: { target?: string } = {}) {
  render(
    <NavigateContext.Provider value={navigate}>
      <AppLink to="/login" {...props}>
        Login
      </AppLink>
    </NavigateContext.Provider>,
  );
  return screen.getByRole('link', { name: 'Login' });
}

test('a plain click moves in place, and the link keeps its address', () => {
  const navigate = jest.fn<Navigate>();
  const link = appLinkWith(navigate);

  expect(link).toHaveAttribute('href', '/login');
  expect(fireEvent.click(link)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/login');
});

test.each([
  ['Ctrl', { ctrlKey: true }],
  ['Cmd', { metaKey: true }],
  ['Shift', { shiftKey: true }],
  ['Alt', { altKey: true }],
  ['the middle button', { button: 1 }],
])('a click with %s is left to the browser', (_, modifiers) => {
  const navigate = jest.fn<Navigate>();
  const link = appLinkWith(navigate);

  expect(fireEvent.click(link, modifiers)).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('a link that opens another tab is left to the browser', () => {
  const navigate = jest.fn<Navigate>();
  const link = appLinkWith(navigate, { target: '_blank' });

  expect(fireEvent.click(link)).toBe(true);
  expect(navigate).not.toHaveBeenCalled();
});

test('without a navigate in context (rendered at build time) it is a plain link', () => {
  const link = appLinkWith(undefined);

  expect(link).toHaveAttribute('href', '/login');
  // jsdom does not follow links; the click is not prevented, so a browser would.
  expect(fireEvent.click(link)).toBe(true);
});
