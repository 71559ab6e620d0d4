/** What the demo panel reads from the simulator's control surface, and how often. */
import { useQuery } from '@tanstack/react-query';
import { BACKGROUND_QUERY_META } from '../layout/screen-loading';
import { control, ControlError } from './control-api';

const demoKeys = {
  all: ['demo'] as const,
  state: () => [...demoKeys.all, 'state'] as const,
  personas: () => [...demoKeys.all, 'personas'] as const,
  scenarios: () => [...demoKeys.all, 'scenarios'] as const,
  pending: () => [...demoKeys.all, 'pending'] as const,
  history: () => [...demoKeys.all, 'history'] as const,
};

/** An answer of the control surface (an error status) is final; network trouble is tried once more, as for the API. */
const retryControl = (failureCount: number, error: Error) => !(error instanceof ControlError) && failureCount < 1;

/** Every second, once loaded: a first load that failed waits for Try again instead. */
export const everySecond = (query: { state: { status: string; data: unknown } }) =>
  query.state.status === 'error' && query.state.data === undefined ? false : 1000;

/** The panel's reads; none of them ever covers the screen. */
export const panelReads = {
  state: { queryKey: demoKeys.state(), queryFn: control.state, retry: retryControl, meta: BACKGROUND_QUERY_META },
  personas: { queryKey: demoKeys.personas(), queryFn: control.personas, staleTime: Infinity, retry: retryControl, meta: BACKGROUND_QUERY_META },
  scenarios: { queryKey: demoKeys.scenarios(), queryFn: control.scenarios, staleTime: Infinity, retry: retryControl, meta: BACKGROUND_QUERY_META },
  pending: { queryKey: demoKeys.pending(), queryFn: () => control.described('pending'), retry: retryControl, meta: BACKGROUND_QUERY_META },
  history: { queryKey: demoKeys.history(), queryFn: () => control.described('all'), retry: retryControl, meta: BACKGROUND_QUERY_META },
};

/** The number of pending change requests, for the button's badge (polled while the panel is closed too). */
export function usePendingCount(): number {
  const pending = useQuery({ ...panelReads.pending, refetchInterval: (query) => (query.state.status === 'error' ? false : 2000) });
  return pending.data?.length ?? 0;
}
