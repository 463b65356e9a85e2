/**
 * The dashboard's sidebar (docs/product.md#sidebar): the person's photo, name and role, and their
 * role's links. The current page's link is marked (aria-current) and highlighted. A buyer's Home
 * link counts the appeals waiting for their answer, live.
 */
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddTaskIcon from '@mui/icons-material/AddTask';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import TaskIcon from '@mui/icons-material/Task';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';

import { ROLE_LABELS } from '@contract/copy/common';
import { DASHBOARD_COPY } from '@contract/copy/dashboard';
import { DASHBOARD_PATHS, SIDEBAR_LINKS } from '@contract/dashboard';
import type { User } from '@contract/schemas/users';
import { NEWEST_APPEALS, useGetAppealsQuery } from '@app/features/submissions/api/submissionsApi';
import { SIDEBAR_PHOTO_PX } from '@app/theme/dashboardDimensions';
import { visuallyHidden } from '@app/theme/visuallyHidden';

const ICONS: Readonly<Record<string, ReactElement>> = {
  [DASHBOARD_PATHS.workerHome]: <HomeIcon />,
  [DASHBOARD_PATHS.tasks]: <FormatListBulletedIcon />,
  [DASHBOARD_PATHS.submissions]: <AssignmentTurnedInIcon />,
  [DASHBOARD_PATHS.withdrawals]: <AccountBalanceWalletIcon />,
  [DASHBOARD_PATHS.buyerHome]: <HomeIcon />,
  [DASHBOARD_PATHS.addTasks]: <AddTaskIcon />,
  [DASHBOARD_PATHS.myTasks]: <TaskIcon />,
  [DASHBOARD_PATHS.purchase]: <ShoppingCartIcon />,
  [DASHBOARD_PATHS.paymentHistory]: <ReceiptLongIcon />,
  [DASHBOARD_PATHS.adminHome]: <HomeIcon />,
  [DASHBOARD_PATHS.manageUsers]: <ManageAccountsIcon />,
  [DASHBOARD_PATHS.manageTasks]: <TaskIcon />,
  [DASHBOARD_PATHS.appeals]: <GavelIcon />,
};

/** A count beside a link's name: the figure on screen, its meaning in the link's name. */
function LinkCount({ count, label }: { count: number; label: string }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          ml: 1,
          minWidth: 24,
          height: 24,
          px: 0.75,
          borderRadius: 12,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'error.main',
          color: 'error.contrastText',
          typography: 'caption',
          fontWeight: 700,
        }}
      >
        {count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {`, ${label}`}
      </Box>
    </>
  );
}

/** How many appeals wait for a buyer's answer; none asked for another role. */
function useAppealsToAnswer(user: User): number {
  const { data } = useGetAppealsQuery(NEWEST_APPEALS, { skip: user.role !== 'buyer' });
  return user.role === 'buyer' ? (data?.total ?? 0) : 0;
}

interface SidebarProps {
  user: User;
  /** Called when a link is followed (the phone drawer closes then). */
  onNavigate?: () => void;
}

export function Sidebar({ user, onNavigate }: SidebarProps) {
  const appealsToAnswer = useAppealsToAnswer(user);
  return (
    <Box
      component="aside"
      aria-label={DASHBOARD_COPY.sidebar}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 3 }}>
        <Avatar
          src={user.photo || undefined}
          alt=""
          sx={{ width: SIDEBAR_PHOTO_PX, height: SIDEBAR_PHOTO_PX, fontSize: '2rem' }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography sx={{ fontWeight: 700, textAlign: 'center', overflowWrap: 'anywhere' }}>
          {user.name}
        </Typography>
        <Chip label={ROLE_LABELS[user.role]} size="small" color="primary" variant="outlined" />
      </Box>
      <Divider />
      <Box component="nav" aria-label={DASHBOARD_COPY.navigation} sx={{ p: 1 }}>
        <List disablePadding>
          {SIDEBAR_LINKS[user.role].map(({ label, path }) => (
            <ListItem key={path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                end
                onClick={onNavigate}
                sx={(theme) => ({
                  borderRadius: 2,
                  mb: 0.5,
                  '&.active': {
                    bgcolor: 'action.selected',
                    color: 'primary.main',
                    fontWeight: 700,
                    boxShadow: `inset 4px 0 0 ${theme.vars.palette.primary.main}`,
                  },
                  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
                })}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[path]}</ListItemIcon>
                <ListItemText
                  primary={label}
                  slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                />
                {path === DASHBOARD_PATHS.buyerHome && appealsToAnswer > 0 && (
                  <LinkCount
                    count={appealsToAnswer}
                    label={DASHBOARD_COPY.appealsToAnswer(appealsToAnswer)}
                  />
                )}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Box>
  );
}
