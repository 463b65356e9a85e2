/**
 * Google sign-in with the Auth Emulator: the popup page sends the typed test account to its
 * opener, and the opener takes only a well-formed answer from its own origin.
 */
import { screen } from '@testing-library/react';

import {
  EMULATOR_GOOGLE_PATH,
  type EmulatorGoogleAccount,
} from '@app/features/auth/emulatorGoogleAccount';
import {
  askForEmulatorGoogleAccount,
  emulatorGoogleIdToken,
  type PopupHost,
  type SignInPopup,
} from '@app/features/auth/emulatorGoogleSignIn';
import { renderApp } from '../../support/render';

const ACCOUNT: EmulatorGoogleAccount = { email: 'mira.tan@coinwork.test', displayName: 'Mira Tan' };

describe('the popup page', () => {
  const postMessage = jest.fn();
  let close: jest.SpyInstance;

  beforeEach(() => {
    Object.defineProperty(window, 'opener', { configurable: true, value: { postMessage } });
    close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Object.defineProperty(window, 'opener', { configurable: true, value: null });
    close.mockRestore();
    postMessage.mockReset();
  });

  test('sends the typed account to its opener at its own origin and closes', async () => {
    const { user } = renderApp(EMULATOR_GOOGLE_PATH);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Google sign-in (local test accounts)' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('Google sign-in (local test accounts) - Coinwork');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ` ${ACCOUNT.email} `);
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), ACCOUNT.displayName);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(ACCOUNT, window.location.origin);
    expect(close).toHaveBeenCalledTimes(1);
  });

  test('asks for a valid e-mail and a display name before sending anything', async () => {
    const { user } = renderApp(EMULATOR_GOOGLE_PATH);
    const email = await screen.findByRole('textbox', { name: 'Email' }, { timeout: 5000 });
    await user.type(email, 'not-an-email');

    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));

    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    expect(postMessage).not.toHaveBeenCalled();
    expect(close).not.toHaveBeenCalled();
  });
});

describe('the opener', () => {
  function hostOpening(popup: SignInPopup | null) {
    const open = jest.fn((_url: string, _target: string, _features: string) => popup);
    const host: PopupHost = {
      location: window.location,
      open,
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    };
    return { host, open };
  }

  function answer(data: unknown, origin = window.location.origin) {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  }

  function track<T>(promise: Promise<T>) {
    const outcome: { settled: boolean } = { settled: false };
    promise.then(
      () => (outcome.settled = true),
      () => (outcome.settled = true),
    );
    return outcome;
  }

  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

  test('opens our page in a 500 by 600 popup and takes the answer from its own origin only', async () => {
    const { host, open } = hostOpening({ closed: false });

    const asking = askForEmulatorGoogleAccount(host);
    const outcome = track(asking);

    expect(open).toHaveBeenCalledWith(
      EMULATOR_GOOGLE_PATH,
      expect.any(String),
      expect.stringMatching(/width=500,height=600/),
    );
    answer(ACCOUNT, 'http://elsewhere.example');
    answer({ email: ACCOUNT.email });
    answer({ ...ACCOUNT, role: 'admin' });
    answer('mira.tan@coinwork.test');
    await aMoment();
    expect(outcome.settled).toBe(false);

    answer(ACCOUNT);
    await expect(asking).resolves.toEqual(ACCOUNT);
  });

  test('a popup closed without an answer fails like the provider’s own popup', async () => {
    const popup = { closed: false };
    const asking = askForEmulatorGoogleAccount(hostOpening(popup).host);
    popup.closed = true;

    await expect(asking).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    answer(ACCOUNT);
  });

  test('a blocked popup fails like the provider’s own popup', async () => {
    await expect(askForEmulatorGoogleAccount(hostOpening(null).host)).rejects.toMatchObject({
      code: 'auth/popup-blocked',
    });
  });

  test('the same e-mail, in any case, always makes the same emulator account', () => {
    const token = JSON.parse(emulatorGoogleIdToken(ACCOUNT)) as Record<string, unknown>;
    const shouted = JSON.parse(
      emulatorGoogleIdToken({ ...ACCOUNT, email: ACCOUNT.email.toUpperCase() }),
    ) as Record<string, unknown>;

    expect(token).toEqual({
      sub: expect.stringMatching(/^google-[0-9a-f]+$/),
      email: ACCOUNT.email,
      name: ACCOUNT.displayName,
      email_verified: true,
    });
    expect(shouted.sub).toBe(token.sub);
  });
});
