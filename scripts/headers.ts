/**
 * `npm run headers -- <config.json> [--format=plain|nginx] [--out=<file>]`: the security headers a
 * deployment sends with the portal, derived from its runtime config (scripts/security-headers.ts).
 * `--format=nginx` writes add_header lines, which deploy/nginx/locations.conf includes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deploymentProblems, nginxHeaderLines, plainHeaderLines, securityHeaders, type HeaderConfig } from './security-headers';

export const USAGE = `Usage: npm run headers -- <config.json> [--format=plain|nginx] [--out=<file>]

Prints the security headers a deployment of the portal sends, derived from its runtime config:
the Content-Security-Policy allows exactly the origins that config needs (API, map servers,
the bot check's provider).

  --format=plain   "Name: value" lines (the default)
  --format=nginx   nginx add_header lines (deploy/nginx/locations.conf includes them)
  --out=<file>     write to this file instead of printing
  --help           this text
`;

export interface HeadersCommand {
  config: string;
  format: 'plain' | 'nginx';
  out: string | null;
}

/** The command's arguments, or the reason they are refused; `help` when --help is asked. */
export function parseHeadersArgs(argv: readonly string[]): HeadersCommand | 'help' {
  let config: string | null = null;
  let format: HeadersCommand['format'] = 'plain';
  let out: string | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s, 2) as [string, string | undefined]) : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next === '') throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--format') {
      const chosen = value();
      if (chosen !== 'plain' && chosen !== 'nginx') throw new Error(`--format: "${chosen}" is neither plain nor nginx`);
      format = chosen;
    } else if (flag === '--out') out = value();
    else if (arg.startsWith('-')) throw new Error(`unknown option ${flag}`);
    else if (config === null) config = arg;
    else throw new Error(`one config file only (got ${config} and ${arg})`);
  }
  if (config === null) throw new Error('name the runtime config (config.json)');
  return { config, format, out };
}

/** The text the command prints or writes for a config. */
export function headersText(config: HeaderConfig, format: HeadersCommand['format'], source: string): string {
  const problems = deploymentProblems(config);
  if (problems.length) throw new Error(`${source} is not a deployment's config:\n  ${problems.join('\n  ')}`);
  const headers = securityHeaders(config);
  if (format === 'plain') return plainHeaderLines(headers);
  return `# Written by \`npm run headers -- ${source} --format=nginx\`: change the config and run it again.\n${nginxHeaderLines(headers)}`;
}

function main(argv: readonly string[]): number {
  let command: HeadersCommand | 'help';
  try {
    command = parseHeadersArgs(argv);
  } catch (error) {
    process.stderr.write(`headers: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  try {
    const config = JSON.parse(fs.readFileSync(command.config, 'utf8')) as HeaderConfig;
    const text = headersText(config, command.format, command.config);
    if (command.out) {
      fs.mkdirSync(path.dirname(path.resolve(command.out)), { recursive: true });
      fs.writeFileSync(command.out, text);
    } else process.stdout.write(text);
    return 0;
  } catch (error) {
    process.stderr.write(`headers: ${(error as Error).message}\n`);
    return 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
