import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

import { UNAUTHORIZED_COPY } from '@contract/copy/site';
import { MessagePage } from '@app/components/MessagePage';

/** /unauthorized (docs/product.md#unauthorized). */
export function UnauthorizedRoute() {
  return (
    <MessagePage
      heading={UNAUTHORIZED_COPY.heading}
      text={UNAUTHORIZED_COPY.text}
      homeLabel={UNAUTHORIZED_COPY.home}
      icon={<LockOutlinedIcon color="secondary" sx={{ fontSize: 64 }} />}
    />
  );
}
