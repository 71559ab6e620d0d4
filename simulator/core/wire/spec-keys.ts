/**
 * The keys the specs name, read from the contract itself. The contract (src/api/contract) is strict
 * where the specs are explicit and lenient elsewhere: a key the specs name is required, any other key
 * is optional. So "only the keys the specs name" is the value with every optional key left out, at
 * every depth, which is what `specKeysOnly` builds by walking the value alongside its schema.
 *
 * A few keys the specs do name are optional in the contract, because the client copes without them
 * (a provider's coordinates: no map then; a zone's pending border change: none known). They are kept
 * (SPEC_NAMED_OPTIONAL_KEYS): a server that follows the specs sends them.
 */
import { z } from 'zod';

/**
 * Optional keys of the contract that the specs name: kept by the projection.
 * - `latitude`, `longitude`: reporting.md §7's provider info answer (and operations.md §3); null or
 *   absent only means "no map".
 * - `request_id`: operations.md §4, "pending items carry a requestId", a zone whose borders wait for
 *   approval included (zone details; on periods and rules it is required anyway).
 */
export const SPEC_NAMED_OPTIONAL_KEYS: ReadonlySet<string> = new Set(['latitude', 'longitude', 'request_id']);

type Schema = z.core.$ZodType;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the key may be left out of the input (optional, nullish, or with a default). */
function isOptional(schema: Schema): boolean {
  return schema._zod.optin !== undefined;
}

/**
 * `value` with only the keys `schema` requires (plus SPEC_NAMED_OPTIONAL_KEYS), recursively: unknown
 * keys, optional keys and an object's catch-all keys are left out. Values are kept as they are (the
 * wire form: decimals stay strings); only objects lose keys. A value the schema does not describe is
 * returned unchanged.
 */
export function specKeysOnly(schema: Schema, value: unknown): unknown {
  // Every schema the contract builds is one of zod's own types, told apart by def.type.
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value)) return value;
      const shape = def.shape;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        if (!(key in value)) continue;
        if (isOptional(field) && !SPEC_NAMED_OPTIONAL_KEYS.has(key)) continue;
        out[key] = specKeysOnly(field, value[key]);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => specKeysOnly(def.element, item)) : value;
    case 'record': {
      if (!isRecord(value)) return value;
      const valueType = def.valueType;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, specKeysOnly(valueType, item)]));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return value === null || value === undefined ? value : specKeysOnly(def.innerType, value);
    case 'pipe':
      return specKeysOnly(def.in, value);
    case 'lazy':
      return specKeysOnly(def.getter(), value);
    case 'union': {
      // The first option that accepts the value describes it.
      const option = def.options.find((candidate) => z.safeParse(candidate, value).success);
      return option ? specKeysOnly(option, value) : value;
    }
    default:
      return value;
  }
}
