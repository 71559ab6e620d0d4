/** An approved working period of a garage, edited (garageEditWorkingPeriod). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const GarageEditWorkingPeriodPage = () => <WorkingPeriodFormScreen area="garage" mode="edit" />;
