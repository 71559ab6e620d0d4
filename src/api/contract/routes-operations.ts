/** Operations routes (operations.md §7): appended by the operations half of the simulator work. */
import type { ContractRoute } from './route-types';

export const operationsRoutes: ContractRoute[] = [];
