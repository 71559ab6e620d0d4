/** A new working period of a parking provider, for the zones chosen or for one zone (parkingProviderNewWorkingPeriod, parkingProviderZoneNewWorkingPeriod). */
import { WorkingPeriodFormScreen } from './WorkingPeriodFormScreen';

export const ParkingNewWorkingPeriodPage = () => <WorkingPeriodFormScreen area="parking" mode="new" />;
