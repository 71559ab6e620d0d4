/**
 * The simulator's wire modes:
 * - rich (the default): every key the simulator knows, a token in the login answer, write answers
 *   that describe the change. What the screens were built against.
 * - minimal: what the specs promise and nothing more (simulator/wire/minimal.ts): only the keys the
 *   specs name, writes answered 201 `{}`, 200 `{}` or 204, a session cookie and a CSRF cookie instead
 *   of a token, and Django's 403 for an unsafe call without the CSRF header. It proves the portal
 *   works against a backend built to the specs' letter.
 */
export const WIRE_MODES = ['rich', 'minimal'] as const;
export type WireMode = (typeof WIRE_MODES)[number];
export const DEFAULT_WIRE_MODE: WireMode = 'rich';

export function isWireMode(value: unknown): value is WireMode {
  return typeof value === 'string' && (WIRE_MODES as readonly string[]).includes(value);
}

/**
 * The wire mode a runtime is started with: `--wire=minimal` (or `--wire minimal`) among the
 * arguments, else SIMULATOR_WIRE, else rich. An unknown value stops the start.
 */
export function wireModeFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = {}): WireMode {
  let value: string | undefined = env.SIMULATOR_WIRE?.trim() || undefined;
  argv.forEach((arg, index) => {
    if (arg.startsWith('--wire=')) value = arg.slice('--wire='.length);
    else if (arg === '--wire') value = argv[index + 1];
  });
  if (value === undefined) return DEFAULT_WIRE_MODE;
  if (!isWireMode(value)) throw new Error(`--wire: "${value}" is not a wire mode (${WIRE_MODES.join(', ')})`);
  return value;
}
