import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { UNAUTHORIZED_COPY } from '@contract/copy/site';
import { MessagePage } from '../components/MessagePage';

export function UnauthorizedPage() {
  return (
    <MessagePage
      heading={UNAUTHORIZED_COPY.heading}
      text={UNAUTHORIZED_COPY.text}
      homeLabel={UNAUTHORIZED_COPY.home}
      icon={<LockOutlinedIcon color="secondary" sx={{ fontSize: 64 }} />}
    />
  );
}
