/** The settings e-mail (operations.md §5): required and a valid address. Messages are keys of the settings namespace. */
import { z } from 'zod';

export const emailForm = z.object({
  email: z.string().trim().min(1, 'email.errors.required').email('email.errors.invalid'),
});

export type EmailForm = z.infer<typeof emailForm>;
