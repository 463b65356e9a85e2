/** What `npm start` and `npm run cluster` print once the product answers. */
import { DEMO_ACCOUNTS } from '@server/seed/demoAccounts';

/** The URL, then `extraLines` (indented by the caller), the demo accounts and the test cards. */
export function printBanner(url: string, extraLines: readonly string[] = []): void {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const lines = [
    '',
    `Coinwork is running at ${url}`,
    ...extraLines,
    '',
    'Demo accounts (all share the password shown):',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.role.padEnd(6)}  ${account.email.padEnd(width)}  ${account.password}`,
    ),
    '',
    'Card payments use the sandbox gateway: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
    'Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}
