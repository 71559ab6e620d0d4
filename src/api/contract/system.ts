/** System status: operations.md §3 (System status) and §7 (GET /system/status/). */
import { z } from 'zod';

/**
 * Known states (operations.md §3 lists OK, WARNING, CRITICAL, PENDING and "other"). The contract
 * accepts any string: an unknown state is shown as it is, with a question mark.
 */
export const SYSTEM_STATES = ['OK', 'WARNING', 'CRITICAL', 'PENDING', 'UNKNOWN'] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

export const statusTestWire = z.object({ name: z.string(), state: z.string(), code: z.string() });
export const statusGroupWire = z.object({ name: z.string(), state: z.string(), tests: z.array(statusTestWire) });

export const systemStatusResponse = z.object({
  status: z.object({ smspark: statusGroupWire, mgarage: statusGroupWire }),
});

export type StatusGroupWire = z.infer<typeof statusGroupWire>;
export type SystemStatusResponse = z.infer<typeof systemStatusResponse>;
