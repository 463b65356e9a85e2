/**
 * `npm run ledger:check`: compares every balance, escrow and hold with the coin ledger.
 * With PGlite, stop the server first: the data folder has one process at a time, and the
 * check is refused while the server holds it.
 */
import { loadConfig } from '@server/config';
import { DataFolderInUseError } from '@server/db/dataFolderLock';
import { openConfiguredDatabase } from '@server/db/open';
import { checkLedger } from '@server/money/invariant';

async function main(): Promise<void> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const report = await checkLedger(database.db);
    console.log(`Coins in the system (balances + escrows + holds): ${report.inSystem}`);
    console.log(`Grants + purchases − payouts − closures:          ${report.enteredMinusLeft}`);
    for (const mismatch of report.mismatches) {
      console.log(
        `MISMATCH ${mismatch.account}: balance ${mismatch.balance}, ledger ${mismatch.ledger}`,
      );
    }
    for (const account of report.negativeBalances) console.log(`NEGATIVE ${account}`);
    const healthy =
      report.mismatches.length === 0 &&
      report.negativeBalances.length === 0 &&
      report.inSystem === report.enteredMinusLeft;
    console.log(healthy ? 'The ledger agrees with every balance.' : 'The ledger does NOT agree.');
    process.exitCode = healthy ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A refusal a person can act on is shown as its message alone.
  console.error(error instanceof DataFolderInUseError ? error.message : error);
  process.exit(1);
});
