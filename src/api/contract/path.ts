/**
 * Builds an API path from a template, encoding every value put into it: a value is one path
 * segment, whatever it holds. A reset link's token or an id from the address bar can then never add
 * segments, a query or a fragment to the call (`..%2Flogout%3F` stays inside its segment).
 * - `:name` placeholders pass unchanged, so the same builders give the msw route patterns;
 * - a value of `.` or `..` is refused: URLs resolve those (and `%2e`) as dot segments, so no
 *   encoding keeps them in place.
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, text, index) => path + text + (index < values.length ? pathSegment(values[index]!) : ''), '');
}

const PLACEHOLDER = /^:[A-Za-z]+$/;

export function pathSegment(value: string | number): string {
  const text = String(value);
  if (PLACEHOLDER.test(text)) return text;
  if (text === '' || /^(\.|%2e){1,2}$/i.test(text)) throw new Error(`Not a path segment: "${text}"`);
  return encodeURIComponent(text);
}
