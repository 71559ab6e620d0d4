/**
 * What the app does when a call comes back 401 or 403 (reporting.md §6), wherever the user is,
 * the full-page border editor outside the layout included:
 * - 403: the user is sent to the root path;
 * - 401: the session is over. Everything the session cached is forgotten (server data, the shared
 *   report filters), and the user goes to sign-in with the page they were on remembered, so signing
 *   in again returns them there, and the sign-in page says the session has ended. The root path
 *   would lead to sign-in too, but without the page.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { onAuthFailure } from '../../api/http';
import { resetSharedFilters } from '../../features/reporting/model/shared-filters';
import { loginPathFor } from './guards';
import { SESSION_ENDED_STATE } from '../../routing/session-ended';

export function AuthFailureRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  // The listener reads the page at the moment of the failure, without resubscribing per navigation.
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      onAuthFailure((status) => {
        if (status === 403) {
          navigate('/', { replace: true });
          return;
        }
        const next = loginPathFor(here.current);
        queryClient.clear();
        resetSharedFilters();
        // The sign-in page says why it is shown (the session ended), not only that it is.
        navigate(next, { replace: true, state: SESSION_ENDED_STATE });
      }),
    [navigate, queryClient],
  );
  return null;
}
