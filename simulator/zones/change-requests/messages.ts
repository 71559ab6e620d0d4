/** The texts of the change-request engine's errors, as the statements give them. */

export const NOT_FOUND = 'Not found.';
export const REQUEST_NOT_PENDING = 'Only a pending change request can be changed.';
export const TARGET_GONE = 'The item of this change request no longer exists.';
export const REASON_REQUIRED = 'A rejection needs a reason.';
