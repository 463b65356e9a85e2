/**
 * The avatar and its menu: Profile, the role's dashboard home and Logout
 * (docs/product.md#avatar-menu).
 */
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import { DASHBOARD_PATHS, ROLE_HOME_PATHS } from '@contract/dashboard';
import { MENU_AVATAR_PX } from '@app/theme/dashboardDimensions';
import type { Role } from '@contract/entities';
import { useAuthSend } from '@app/features/auth/hooks/useAuth';

interface AccountMenuProps {
  name: string;
  photo: string | null;
  /** Unknown while the user record loads: the Dashboard link then opens /dashboard. */
  role: Role | undefined;
}

export function AccountMenu({ name, photo, role }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const send = useAuthSend();
  const navigate = useNavigate();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const logOut = () => {
    close();
    send({ type: 'LOGOUT' });
    void navigate('/');
  };

  return (
    <>
      <IconButton
        id={buttonId}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={ACCOUNT_COPY.openMenu}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={photo ?? undefined}
          alt=""
          sx={{ width: MENU_AVATAR_PX, height: MENU_AVATAR_PX }}
        >
          {name.trim().charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId, dense: false } }}
      >
        <MenuItem component={RouterLink} to={DASHBOARD_PATHS.profile} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {ACCOUNT_COPY.profile}
        </MenuItem>
        <MenuItem
          component={RouterLink}
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
    </>
  );
}
