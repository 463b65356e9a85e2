import AssignmentIcon from '@mui/icons-material/Assignment';
import GroupsIcon from '@mui/icons-material/Groups';
import MonetizationOnIcon from '@mui/icons-material/MonetizationOn';
import PaymentsIcon from '@mui/icons-material/Payments';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';

import type { StatisticTile } from '@contract/entities';
import { PLATFORM_STATISTICS_COPY } from '@contract/copy/landing';
import { useInView } from '@app/hooks/useInView';
import { usePrefersReducedMotion } from '@app/hooks/usePrefersReducedMotion';
import { useCountUp } from '../hooks/useCountUp';
import { LandingSection } from './LandingSection';

const TILE_ICONS = [AssignmentIcon, GroupsIcon, MonetizationOnIcon, PaymentsIcon] as const;
const numberFormat = new Intl.NumberFormat('en-US');

export function PlatformStatistics() {
  const tiles = useRef<HTMLUListElement>(null);
  const visible = useInView(tiles);
  return (
    <LandingSection
      id="platform-statistics"
      heading={PLATFORM_STATISTICS_COPY.heading}
      subheading={PLATFORM_STATISTICS_COPY.subheading}
      tinted
    >
      <Box
        component="ul"
        ref={tiles}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {PLATFORM_STATISTICS_COPY.tiles.map((tile, index) => (
          <StatisticCard
            key={tile.label}
            tile={tile}
            icon={TILE_ICONS[index] ?? AssignmentIcon}
            running={visible}
          />
        ))}
      </Box>
    </LandingSection>
  );
}

interface StatisticCardProps {
  tile: StatisticTile;
  icon: typeof AssignmentIcon;
  running: boolean;
}

function StatisticCard({ tile, icon: Icon, running }: StatisticCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const counted = useCountUp(
    tile.count,
    PLATFORM_STATISTICS_COPY.durationMs,
    running && !reducedMotion,
  );
  const shown = reducedMotion ? tile.count : counted;
  return (
    <Card component="li" sx={{ textAlign: 'center' }}>
      <CardContent sx={{ py: 4 }}>
        <Icon color="primary" sx={{ fontSize: 44 }} aria-hidden />
        <Typography
          sx={{
            fontSize: { xs: '1.75rem', md: '2.25rem' },
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {numberFormat.format(shown)}
        </Typography>
        <Typography component="h3" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {tile.label}
        </Typography>
      </CardContent>
    </Card>
  );
}
