/**
 * The session's live part, loaded once the auth actor exists: it keeps the public session
 * (and the hint for the next visit) in step with the auth machine and the user record.
 */
import { useEffect } from 'react';

import type { PublicSession } from './publicSession';
import { writeSignedInHint } from './publicSession';
import { useSession } from './useSession';

interface SessionRuntimeProps {
  onChange: (session: PublicSession) => void;
}

export function SessionRuntime({ onChange }: SessionRuntimeProps) {
  const session = useSession();
  const { status } = session;
  const role =
    session.status === 'signedIn' && session.record.status === 'loaded'
      ? session.record.user.role
      : undefined;

  useEffect(() => {
    // While an action runs, the public pages keep showing what was last known.
    if (status === 'loading') return;
    writeSignedInHint(status === 'signedIn');
    onChange({ status, role });
  }, [status, role, onChange]);

  return null;
}
