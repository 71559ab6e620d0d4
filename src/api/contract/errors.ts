/**
 * The error body a DRF backend sends on 4xx: field errors as lists of messages, plus
 * non_field_errors, and sometimes a plain `error` / `error_msg` / `detail` text.
 */
import { z } from 'zod';

export const errorBody = z
  .object({
    non_field_errors: z.array(z.string()).optional(),
    error: z.string().optional(),
    error_msg: z.string().optional(),
    detail: z.string().optional(),
  })
  .catchall(z.union([z.array(z.string()), z.string(), z.unknown()]));

export type ErrorBodyWire = z.infer<typeof errorBody>;
