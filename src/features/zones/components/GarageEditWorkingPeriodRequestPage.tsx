/** A garage's pending working-period request, edited (garageEditWorkingPeriodRequest). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const GarageEditWorkingPeriodRequestPage = () => <WorkingPeriodFormScreen area="garage" mode="editRequest" />;
