/** The avatar menu's items (AccountMenu), loaded when the menu is first opened. */
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import { DASHBOARD_PATHS, ROLE_HOME_PATHS } from '@contract/dashboard';
import type { Role } from '@contract/entities';
import { AppLink } from '@app/components/AppLink';

export interface AccountMenuPopupProps {
  open: boolean;
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  role: Role | undefined;
  close: () => void;
  logOut: () => void;
}

export function AccountMenuPopup({
  open,
  menuId,
  buttonId,
  anchor,
  role,
  close,
  logOut,
}: AccountMenuPopupProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={open}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
    >
      <MenuItem component={AppLink} to={DASHBOARD_PATHS.profile} onClick={close}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {ACCOUNT_COPY.profile}
      </MenuItem>
      <MenuItem
        component={AppLink}
        to={role ? ROLE_HOME_PATHS[role] : DASHBOARD_PATHS.root}
        onClick={close}
      >
        <ListItemIcon>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        {ACCOUNT_COPY.dashboard}
      </MenuItem>
      <MenuItem onClick={logOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {ACCOUNT_COPY.logout}
      </MenuItem>
    </Menu>
  );
}
