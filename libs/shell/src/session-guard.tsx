import { useEffect, useRef, useState, type ComponentType } from 'react';
import { followSessionElsewhere } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { withTextParts } from '@wallet/i18n';
import type { InactivityDialogProps } from './inactivity-dialog';
import { watchInactivity } from './inactivity-watch';

// Downloaded with its texts when a warning is due, never with the member frame. Without the
// network it cannot come: the session then ends at its time-out all the same, and the next
// warning asks again.
const loadDialog = () => withTextParts(import('./inactivity-dialog'), 'wallet', 'session').then((module) => module.InactivityDialog);

/**
 * The member session's safety (issue 19): a logout or a login in another tab of the site ends
 * this tab's session too, and after the region's inactivity time-out `onExpire` ends it, with a
 * warning one minute before whose logout button is `onLogout`.
 */
export function SessionGuard({ onLogout, onExpire }: { onLogout: () => void; onExpire: () => void }) {
  const { inactivityTimeoutMs } = useRegion();
  const [msLeft, setMsLeft] = useState<number | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<InactivityDialogProps> | null>(null);
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const stay = useRef(() => undefined as void);

  useEffect(() => {
    const watch = watchInactivity(inactivityTimeoutMs, setMsLeft, () => expire.current());
    // Activity is shared, so a session another tab ended at the time-out is past this tab's too:
    // it ends here as a time-out as well, or /login would say nothing of why.
    const stopFollowing = followSessionElsewhere(watch.check);
    stay.current = watch.stay;
    return () => {
      stopFollowing();
      watch.stop();
    };
  }, [inactivityTimeoutMs]);
  useEffect(() => {
    if (msLeft !== null && !Dialog) loadDialog().then((component) => setDialog(() => component), () => undefined);
  }, [msLeft, Dialog]);

  return msLeft !== null && Dialog ? <Dialog msLeft={msLeft} onStay={() => stay.current()} onLogout={onLogout} /> : null;
}
