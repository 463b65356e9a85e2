/** Worker Home (docs/product.md#worker-home): the sum of the worker's earnings. */
import SavingsIcon from '@mui/icons-material/Savings';

import { coinsText } from '@contract/listCopy';
import { WORKER_HOME_COPY as COPY } from '@contract/workerCopy';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { useGetEarningsQuery } from '../api/earningsApi';

export function TotalEarningsStat({ workerEmail }: { workerEmail: string }) {
  return (
    <QueryStatCard
      query={useGetEarningsQuery(workerEmail)}
      label={COPY.totalEarnings}
      icon={<SavingsIcon />}
      figure={(earnings) => coinsText(earnings.reduce((sum, earning) => sum + earning.amount, 0))}
      failedMessage={COPY.figuresFailed}
    />
  );
}
