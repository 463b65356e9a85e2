/** The sidebar as a drawer over the page on small screens, loaded when it is first opened. */
import Drawer from '@mui/material/Drawer';

import type { User } from '@contract/schemas/users';
import { SIDEBAR_WIDTH_PX } from '@app/theme/dashboardDimensions';
import { Sidebar } from './Sidebar';

export interface PhoneDrawerProps {
  open: boolean;
  id: string;
  user: User;
  onClose: () => void;
}

export function PhoneDrawer({ open, id, user, onClose }: PhoneDrawerProps) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={open}
      onClose={onClose}
      // Over the top bar (which sits above the drawers), so the sidebar is seen from its top.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH_PX, boxSizing: 'border-box' } } }}
    >
      <Sidebar user={user} onNavigate={onClose} />
    </Drawer>
  );
}
