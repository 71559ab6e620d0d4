/**
 * Highcharts hands every label it may wrap or truncate ("SMS: 45,55 %", a period's dates) to the
 * browser's HTML parser, which makes a new document for each. Text with nothing an HTML parser
 * would change is its own single text node, so it is
 * taken as it is (highcharts-impl.tsx hooks this in front of Highcharts' parser); markup, character
 * references and carriage returns still go to the parser.
 */

/** Highcharts' AST node of a text, as its parser makes it from a text node. */
export interface TextAstNode {
  tagName: '#text';
  textContent: string;
}

/** What an HTML parser could read differently from the text itself. */
const PARSED = /[<&\r\0]/;

/**
 * The nodes Highcharts' parser would make of `markup` when it is plain text (it trims it first),
 * or undefined when the markup needs the parser.
 */
export function plainTextNodes(markup: string): TextAstNode[] | undefined {
  if (PARSED.test(markup)) return undefined;
  const text = markup.trim();
  return text === '' ? [] : [{ tagName: '#text', textContent: text }];
}
