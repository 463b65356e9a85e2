/**
 * Admin Home (docs/product.md#admin-home): Total Workers, Total Buyers and Total Payments in
 * dollars.
 */
import EngineeringIcon from '@mui/icons-material/Engineering';
import PaymentsIcon from '@mui/icons-material/Payments';
import StorefrontIcon from '@mui/icons-material/Storefront';

import { ADMIN_HOME_COPY as COPY } from '@contract/copy/dashboard';
import { countText, dollarsText } from '@contract/copy/lists';
import { QueryStatCard } from '@app/components/QueryStatCard';
import { StatGrid } from '@app/components/StatCard';
import { useGetAdminSummaryQuery } from '../api/usersApi';

type AdminSummary = NonNullable<ReturnType<typeof useGetAdminSummaryQuery>['data']>;

const FIGURES = [
  {
    label: COPY.totalWorkers,
    icon: <EngineeringIcon />,
    figure: (summary: AdminSummary) => countText(summary.totalWorkers),
  },
  {
    label: COPY.totalBuyers,
    icon: <StorefrontIcon />,
    figure: (summary: AdminSummary) => countText(summary.totalBuyers),
  },
  {
    label: COPY.totalPayments,
    icon: <PaymentsIcon />,
    figure: (summary: AdminSummary) => dollarsText(summary.totalPayments),
  },
];

export function PlatformFigures() {
  const query = useGetAdminSummaryQuery(undefined);
  return (
    <StatGrid label={COPY.figures}>
      {FIGURES.map((figure) => (
        <QueryStatCard
          key={figure.label}
          {...figure}
          query={query}
          failedMessage={COPY.figuresFailed}
        />
      ))}
    </StatGrid>
  );
}
