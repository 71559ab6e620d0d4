/** Names of the files the portal saves: reports, statements, receipts. */

/** Characters no file system accepts in a name (Windows is the strictest), and control characters. */
// eslint-disable-next-line no-control-regex -- the pattern matches control characters on purpose
const ILLEGAL_IN_FILE_NAME = /[<>:"/\\|?*\u0000-\u001F\u007F]+/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
const MAX_BASE_LENGTH = 120;

/**
 * A name usable as a file name on Windows, macOS and Linux, keeping Croatian letters:
 *  - NFC (so 'č' is one character however the name was typed);
 *  - whitespace (tabs, line breaks) collapses to one space;
 *  - each run of <>:"/\|?* and control characters becomes '-' ('Garaža A/B' -> 'Garaža A-B');
 *  - leading and trailing spaces, dots and dashes go (Windows drops trailing dots and spaces itself);
 *  - Windows device names (CON, NUL, COM1 ...) get a trailing '_';
 *  - at most 120 characters; an empty result becomes `fallback`.
 */
export function sanitizeFileBaseName(name: string, fallback = 'report'): string {
  let base = name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(ILLEGAL_IN_FILE_NAME, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  if (base.length > MAX_BASE_LENGTH) base = base.slice(0, MAX_BASE_LENGTH).replace(/[\s.-]+$/g, '');
  if (WINDOWS_RESERVED.test(base)) base = `${base}_`;
  return base || fallback;
}
