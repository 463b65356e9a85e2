import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { setEmailVerificationEffects } from '@app/features/withdrawals/emailVerification';
import type { User } from '@contract/schemas/users';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from '@contract/messages';
import { EMAIL_VERIFICATION_COPY } from '@contract/copy/withdrawals';
import { setUpAccountWorld, worker } from '@test/app/support/accountWorld';

const { world, open } = setUpAccountWorld();

const saver: User = { ...worker, availableCoin: 500 };

/**
 * The text of every alert raised outside `region` from now on (the snackbars), however briefly
 * each one shows.
 */
function watchAlertsOutside(region: HTMLElement) {
  const seen = new Set<HTMLElement>();
  const texts: string[] = [];
  const observer = new MutationObserver(() => {
    for (const alert of screen.queryAllByRole('alert', { hidden: true })) {
      if (seen.has(alert) || region.contains(alert)) continue;
      seen.add(alert);
      texts.push(alert.textContent ?? '');
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { texts, stop: () => observer.disconnect() };
}

async function openWithdrawals(person: User = saver, { emailVerified = true } = {}) {
  world.answer('get', '/user', person);
  const view = await open('/dashboard/withdrawals', {
    signedInAs: person,
    identity: { emailVerified },
  });
  const form = within(await screen.findByRole('region', { name: 'Withdraw Funds' }));
  const field = (name: string) => form.getByRole('textbox', { name });
  const withdraw = () => form.getByRole('button', { name: 'Withdraw' });
  const choosePaymentSystem = async (system: string) => {
    await view.user.click(form.getByRole('combobox', { name: 'Payment system' }));
    await view.user.click(await screen.findByRole('option', { name: system }));
  };
  const fillIn = async ({ coins = '250', system = 'Nagad', account = '01711-000' } = {}) => {
    if (coins) await view.user.type(field('Coins to withdraw'), coins);
    if (system) await choosePaymentSystem(system);
    if (account) await view.user.type(field('Account number'), account);
  };
  return { ...view, form, field, withdraw, choosePaymentSystem, fillIn };
}

describe('Withdrawals: the balance and the form', () => {
  it('shows the available coins and what they are worth above the Withdraw Funds form', async () => {
    const { form } = await openWithdrawals();

    expect(screen.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeInTheDocument();
    const balance = form
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(balance).toEqual([
      ['Available coins', '500'],
      ['Worth', '$25.00'],
    ]);
  });

  it('computes the amount as coins / 20, read only', async () => {
    const { user, field } = await openWithdrawals();
    const amount = field('Withdraw amount ($)');

    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveValue('0.00');
    await user.type(field('Coins to withdraw'), '333');
    expect(amount).toHaveValue('16.65');
  });

  it('refuses a coin figure that is not whole with a message, never dropping the point', async () => {
    const { form, fillIn, field, withdraw } = await openWithdrawals();

    await fillIn({ coins: '200.5' });

    expect(field('Coins to withdraw')).toHaveValue('200.5');
    expect(form.getByText(VALIDATION_MESSAGES.withdrawalWholeCoins)).toBeInTheDocument();
    expect(withdraw()).toBeDisabled();
  });

  it('offers Bkash, Rocket, Nagad and Other', async () => {
    const { user, form } = await openWithdrawals();

    await user.click(form.getByRole('combobox', { name: 'Payment system' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Bkash', 'Rocket', 'Nagad', 'Other']);
  });
});

describe('Withdrawals: the rules (docs/product.md#validation-rules)', () => {
  it('asks for at least 200 coins', async () => {
    const { form, fillIn, withdraw } = await openWithdrawals();

    await fillIn({ coins: '199' });

    expect(form.getByText('Minimum withdrawal coins is 200.')).toBeInTheDocument();
    expect(withdraw()).toBeDisabled();
  });

  it('allows no more than the available coins', async () => {
    const { form, fillIn, withdraw } = await openWithdrawals();

    await fillIn({ coins: '501' });

    expect(form.getByText('You cannot withdraw more than 500 coins.')).toBeInTheDocument();
    expect(withdraw()).toBeDisabled();
  });

  it('asks for the account number, and keeps Withdraw disabled while it is empty', async () => {
    const { user, form, field, fillIn, withdraw } = await openWithdrawals();

    await fillIn({ account: '' });
    expect(withdraw()).toBeDisabled();
    await user.type(field('Account number'), ' ');
    await user.clear(field('Account number'));
    await user.tab();

    expect(form.getByText('Account number is required')).toBeInTheDocument();
    expect(withdraw()).toBeDisabled();
  });

  it('keeps Withdraw disabled until a payment system is chosen', async () => {
    const { fillIn, withdraw, choosePaymentSystem } = await openWithdrawals();

    await fillIn({ system: '' });
    expect(withdraw()).toBeDisabled();
    await choosePaymentSystem('Bkash');
    expect(withdraw()).toBeEnabled();
  });

  it('keeps Withdraw disabled while the amount is 0', async () => {
    const { fillIn, withdraw } = await openWithdrawals();

    await fillIn({ coins: '0' });
    expect(withdraw()).toBeDisabled();
  });

  it('keeps Withdraw disabled with fewer than 200 coins available, whatever is typed', async () => {
    const { form, fillIn, withdraw } = await openWithdrawals({ ...worker, availableCoin: 150 });

    await fillIn({ coins: '200' });
    expect(form.getByText('You cannot withdraw more than 150 coins.')).toBeInTheDocument();
    expect(withdraw()).toBeDisabled();
  });

  it('enables Withdraw for a request within every rule', async () => {
    const { fillIn, withdraw } = await openWithdrawals();

    await fillIn();
    expect(withdraw()).toBeEnabled();
  });
});

describe('Withdrawals: sending the request', () => {
  it('sends it, says Successful Request! and takes the coins off the balance at once', async () => {
    world.answer('post', '/withdrawal-requests', { insertedId: 'withdrawal-9' });
    const { user, form, fillIn, withdraw } = await openWithdrawals();
    const pill = await within(screen.getByRole('banner')).findByTitle('Available coins');
    expect(pill).toHaveTextContent('500');

    await fillIn({ coins: '300' });
    world.answer('get', '/user', { ...saver, availableCoin: 200 });
    await user.click(withdraw());

    expect(await screen.findAllByText('Successful Request!')).not.toHaveLength(0);
    expect(world.lastRequest('POST', '/withdrawal-requests').body).toEqual({
      withdrawal_coin: 300,
      withdrawal_amount: 15,
      payment_system: 'Nagad',
      account_number: '01711-000',
    });
    expect(
      form.getByText(
        '300 coins ($15.00) will be paid through Nagad once an admin approves the request.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(pill).toHaveTextContent('200'));

    await user.click(form.getByRole('button', { name: 'Request another withdrawal' }));
    expect(form.getByRole('textbox', { name: 'Coins to withdraw' })).toHaveValue('');
  });

  it('shows the server’s message once, beside the form, and sends again on Try again', async () => {
    const refusal = 'You cannot withdraw more than 240 coins.';
    world.answer('post', '/withdrawal-requests', () =>
      HttpResponse.json({ message: refusal }, { status: 409 }),
    );
    const { user, form, fillIn, withdraw } = await openWithdrawals();
    const raised = watchAlertsOutside(screen.getByRole('region', { name: 'Withdraw Funds' }));

    await fillIn();
    await user.click(withdraw());

    const shown = await form.findByRole('alert');
    expect(shown).toHaveTextContent(refusal);
    expect(form.getByRole('textbox', { name: 'Coins to withdraw' })).toHaveValue('250');

    world.answer('post', '/withdrawal-requests', { insertedId: 'withdrawal-9' });
    await user.click(within(shown).getByRole('button', { name: 'Try again' }));
    // Alerts show in the order they are raised: once the success's has shown, any before it had.
    await waitFor(() => expect(raised.texts).toContain(SUCCESS_MESSAGES.withdrawalRequested));
    raised.stop();
    expect(raised.texts).toEqual([SUCCESS_MESSAGES.withdrawalRequested]);
    expect(world.countOf('POST', '/withdrawal-requests')).toBe(2);
  });

  it('sends once however often Withdraw is pressed while the request runs', async () => {
    let answer: () => void = () => undefined;
    world.answer('post', '/withdrawal-requests', async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return HttpResponse.json({ insertedId: 'withdrawal-9' });
    });
    const { user, fillIn, withdraw } = await openWithdrawals();

    await fillIn();
    await user.dblClick(withdraw());
    expect(withdraw()).toBeDisabled();
    answer();

    expect(await screen.findAllByText('Successful Request!')).not.toHaveLength(0);
    expect(world.countOf('POST', '/withdrawal-requests')).toBe(1);
  });
});

describe('Withdrawals: an account whose e-mail address is not verified', () => {
  /** The identity provider as the notice sees it: records what was asked, answers as told. */
  function identityProvider({ verifiedAfterRefresh }: { verifiedAfterRefresh: boolean[] }) {
    const calls: string[] = [];
    setEmailVerificationEffects({
      sendVerificationEmail: () => {
        calls.push('send');
        return Promise.resolve();
      },
      refreshVerification: () => {
        calls.push('refresh');
        return Promise.resolve(verifiedAfterRefresh.shift() ?? false);
      },
    });
    return calls;
  }

  it('says why, sends the link, and after verifying says the worker can withdraw', async () => {
    const calls = identityProvider({ verifiedAfterRefresh: [false, true] });
    const { user } = await openWithdrawals(saver, { emailVerified: false });
    const alerts = await screen.findAllByRole('alert');
    const noticeElement = alerts.find((alert) =>
      alert.textContent?.includes(EMAIL_VERIFICATION_COPY.title),
    );
    if (!noticeElement) throw new Error('The verification notice is not shown.');
    const notice = within(noticeElement);
    expect(notice.getByText(EMAIL_VERIFICATION_COPY.text)).toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: EMAIL_VERIFICATION_COPY.send }));
    expect(await notice.findByText(EMAIL_VERIFICATION_COPY.sent(saver.email))).toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: EMAIL_VERIFICATION_COPY.refresh }));
    expect(await notice.findByText(EMAIL_VERIFICATION_COPY.stillUnverified)).toBeInTheDocument();

    await user.click(notice.getByRole('button', { name: EMAIL_VERIFICATION_COPY.refresh }));
    expect(await screen.findByText(EMAIL_VERIFICATION_COPY.verified)).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFICATION_COPY.title)).not.toBeInTheDocument();
    expect(calls).toEqual(['send', 'refresh', 'refresh']);
  });

  it('a verified worker sees the spec’s form only, with no notice', async () => {
    identityProvider({ verifiedAfterRefresh: [] });
    const { form } = await openWithdrawals();

    expect(form.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByText(EMAIL_VERIFICATION_COPY.title)).not.toBeInTheDocument();
  });
});
