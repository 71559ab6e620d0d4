/** Default toast duration (reporting.md §9): 4 s; error toasts 5 s. */
export const TOAST_DURATION = 4000;
export const ERROR_TOAST_DURATION = 5000;
/** How long every toast of the operations areas stays (operations.md §9): zones, incidents, settings, statistics. */
export const OPERATIONS_TOAST_DURATION = 5000;
