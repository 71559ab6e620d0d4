/**
 * Record schemas of the simulator's collections. Records are wire-shaped (snake_case, the
 * contract's own sub-schemas where one exists), so a handler can send a record's fields as they are.
 */
import { z } from 'zod';
import { userInfoResponse } from '../../../src/api/contract/auth';
import { distributorWire, serviceWire } from '../../../src/api/contract/common';
import { statementWire } from '../../../src/api/contract/statements';

export const PARTNER_KINDS = ['parking', 'garage', 'park', 'sales'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** A user account: profile, credentials, permissions, settings and the partner it belongs to. */
export const userRecord = z.object({
  ...userInfoResponse.shape,
  id: z.number().int(),
  username: z.string(),
  password: z.string(),
  /** The partner whose data the user sees; null for operator staff, who see every partner. */
  partner_id: z.number().int().nullable(),
});

/** A DRF auth token. */
export const sessionRecord = z.object({
  token: z.string(),
  user_id: z.number().int(),
  /** Simulator date (the clock), YYYY-MM-DD. */
  created: z.string(),
});

/** A password-reset token issued by POST /auth/reset-password/ (single use). */
export const resetTokenRecord = z.object({
  token: z.string(),
  user_id: z.number().int(),
  created: z.string(),
});

/** A legal entity the operator settles with (parking provider company, garage, park, sales provider). */
export const partnerRecord = z.object({
  id: z.number().int(),
  naziv: z.string(),
  kind: z.enum(PARTNER_KINDS),
});

export const statementRecord = statementWire.extend({
  partner_id: z.number().int(),
  /** Settlement month, YYYY-MM. */
  period: z.string().regex(/^\d{4}-\d{2}$/),
});

export const serviceRecord = serviceWire;
export const distributorRecord = distributorWire;

export type UserRecord = z.infer<typeof userRecord>;
export type SessionRecord = z.infer<typeof sessionRecord>;
export type ResetTokenRecord = z.infer<typeof resetTokenRecord>;
export type PartnerRecord = z.infer<typeof partnerRecord>;
export type StatementRecord = z.infer<typeof statementRecord>;
