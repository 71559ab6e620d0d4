/**
 * What the app does when a call comes back 401 or 403 (reporting.md §6; session-watch.ts reads
 * which it is), wherever the user is, the full-page border editor outside the layout included:
 * - a refusal (a 403 while the session lives) stays on the page: the screen or form that made the
 *   call shows the specs' permission message, and what was typed stays;
 * - an ended session (a 401, or a 403 that user-info confirms): everything the session cached is
 *   forgotten (server data, the shared report filters, a stored token) and the user goes to sign-in
 *   with the exact page remembered (path and query), which signing in again returns to. The
 *   navigation says why (SESSION_ENDED_STATE): the sign-in page tells the user, and the unsaved-changes
 *   guard lets it through, since the form's draft is kept (form-draft.ts). The root path, like every
 *   private route, then asks the server again: nothing cached survives to contradict it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { onAuthFailure } from '../../api/http';
import { checkSession } from '../../api/session';
import { clearToken } from '../../api/token';
import { resetSharedFilters } from '../../features/reporting/model/shared-filters';
import { useGuardedHistory } from '../../routing/guarded-history';
import { markSessionEnding, SESSION_ENDED_STATE } from '../../routing/session-ended';
import { isPublicPath, loginPathFor } from './guards';
import { createSessionWatch } from './session-watch';

export function AuthFailureRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The listener reads the page at the moment of the failure, without resubscribing per navigation.
  const here = useRef(location);
  here.current = location;
  // The address names the page as the user sees it, a report's filters included (nameInAddress).
  const history = useGuardedHistory();
  // Set when the session ended; the cache is dropped once the page that failed has gone (a page
  // still mounted would fetch its queries again, into the same refusal).
  const forget = useRef(false);

  const watch = useMemo(
    () =>
      createSessionWatch({
        check: checkSession,
        ended: () => {
          clearToken();
          resetSharedFilters();
          forget.current = true;
          // The forms the navigation unmounts keep their drafts for the user's return.
          markSessionEnding(true);
          navigate(loginPathFor(history?.location ?? here.current), { replace: true, state: SESSION_ENDED_STATE });
        },
      }),
    [navigate, history],
  );

  useEffect(
    () =>
      onAuthFailure((status, failure) => {
        if (!isPublicPath(failure.page)) watch.report(status);
      }),
    [watch],
  );

  useEffect(() => {
    if (forget.current) {
      forget.current = false;
      queryClient.clear();
    }
    markSessionEnding(false);
    watch.resume();
  }, [location.pathname, location.search, queryClient, watch]);

  return null;
}
