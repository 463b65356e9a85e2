/**
 * The session's live part, loaded once the auth actor exists: it keeps the root's current user
 * (and the hint for the next visit) in step with the auth machine and the user record.
 */
import { useEffect } from 'react';

import { type CurrentUser, writeSignedInHint } from '@app/session/currentUser';
import { useLiveCurrentUser } from './liveCurrentUser';

interface SessionRuntimeProps {
  onChange: (current: CurrentUser) => void;
}

export function SessionRuntime({ onChange }: SessionRuntimeProps) {
  const current = useLiveCurrentUser();

  useEffect(() => {
    // While an action runs, the public pages keep showing what was last known.
    if (current.status === 'loading') return;
    writeSignedInHint(current.status === 'signedIn');
    onChange(current);
  }, [current, onChange]);

  return null;
}
