/**
 * parkovi/park/{id}/transakcije, the legacy address of a park's transactions (reporting.md §2). A
 * park sells tickets, and its transactions are the tickets list today: old links and bookmarks
 * land there, with their query (dates) kept.
 */
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { routePath } from '../../../routing/paths';

export function LegacyParkTransactions() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`${routePath('parkTickets', { id })}${search}`} replace />;
}
