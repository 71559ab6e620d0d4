// The command line of every script a user runs: `--help` (or `-h`) prints the usage and exits 0;
// an unknown flag, a missing value or a stray argument prints the error and the usage and exits 2.
import { parseArgs } from 'node:util';

/**
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage what `--help` prints: the command, then one line per option
 * @param {O} options the flags the script takes (node:util parseArgs, strict)
 * @param {{ positionals?: number, args?: string[] }} [more] how many positional arguments it takes (default none)
 * @returns {{ values: { [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : string }, positionals: string[] }}
 */
export function commandLine(usage, options, { positionals = 0, args = process.argv.slice(2) } = {}) {
  const text = usage.trim();
  let parsed;
  try {
    parsed = parseArgs({ args, options: { ...options, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length > positionals) throw new Error(`Unexpected argument '${parsed.positionals[positionals]}'`);
  } catch (error) {
    console.error(`${String(error instanceof Error ? error.message : error).replace(/\. To specify a positional.*$/s, '')}\n\n${text}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(text);
    process.exit(0);
  }
  return /** @type {any} */ (parsed);
}
