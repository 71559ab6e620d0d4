/** A parking zone's pending working-period request, edited (parkingProviderEditWorkingPeriodRequest). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const ParkingEditWorkingPeriodRequestPage = () => <WorkingPeriodFormScreen area="parking" mode="editRequest" />;
