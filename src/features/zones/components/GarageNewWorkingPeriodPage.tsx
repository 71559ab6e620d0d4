/** A new working period of a garage (garageNewWorkingPeriod). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const GarageNewWorkingPeriodPage = () => <WorkingPeriodFormScreen area="garage" mode="new" />;
