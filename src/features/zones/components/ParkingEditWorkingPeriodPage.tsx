/** An approved working period of a parking zone, edited (parkingProviderEditWorkingPeriod). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const ParkingEditWorkingPeriodPage = () => <WorkingPeriodFormScreen area="parking" mode="edit" />;
