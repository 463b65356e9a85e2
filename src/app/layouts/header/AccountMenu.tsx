/**
 * The avatar and its menu: Profile, the role's dashboard home and Logout
 * (docs/product.md#avatar-menu).
 */
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';

import { ACCOUNT_COPY } from '@contract/copy/auth';
import { MENU_AVATAR_PX } from '@app/theme/dashboardDimensions';
import type { Role } from '@contract/entities';
import { useAppNavigate } from '@app/components/AppLink';
import { lazyPopup } from '@app/components/lazyPopup';
import { useAuthSend } from '@app/features/auth/hooks/useAuth';

const AccountMenuPopup = lazyPopup(() =>
  import(/* webpackChunkName: "account-menu" */ './AccountMenuPopup').then(
    (module) => module.AccountMenuPopup,
  ),
);

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
  const navigate = useAppNavigate();
  const open = anchor !== null;
  const close = () => setAnchor(null);

  const logOut = () => {
    close();
    send({ type: 'LOGOUT' });
    navigate('/');
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
      <AccountMenuPopup
        open={open}
        menuId={menuId}
        buttonId={buttonId}
        anchor={anchor}
        role={role}
        close={close}
        logOut={logOut}
      />
    </>
  );
}
