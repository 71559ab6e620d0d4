/**
 * Chakra's design tokens as a style sheet of plain text, not through Emotion.
 *
 * Chakra's provider hands its global styles to Emotion's `Global`: the reset, the base styles and
 * the tokens' CSS variables (several hundred declarations, most of the global CSS). Emotion
 * serialises that object and compiles the text with its CSS parser (stylis) in React's commit, which
 * cannot be divided: every start paid for it in the commit of its first screen, /login's included.
 * The variables need none of that work: they are a name and a value under one selector, and the
 * browser's own parser reads their text at a fraction of the cost.
 *
 * `tokensAsText` takes the tokens out of a system's global styles and keeps them as text;
 * `PortalChakraProvider` is Chakra's provider with that text in a style element of its own. The
 * text declares Chakra's layer order first, as Chakra's provider does, so the cascade is the same
 * whichever of the two sheets comes first. `token-style.test.ts` holds the text to what Emotion
 * writes for the same object.
 */
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { useInsertionEffect, type ReactNode } from 'react';

const tokenText = new WeakMap<SystemContext, string>();

type Declarations = Record<string, string | number>;

function isDeclarations(value: unknown): value is Declarations {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([name, v]) => name.startsWith('--') && (typeof v === 'string' || typeof v === 'number'))
  );
}

/** A rule's selector as Emotion writes a global one: its leading `&` stands for nothing. */
function globalSelector(selector: string): string | null {
  const plain = selector.replace(/^&/, '');
  return plain.includes('&') || plain.includes('{') || plain.includes('}') ? null : plain;
}

/**
 * The CSS text of Chakra's token styles (`{ '@layer tokens': { selector: { --name: value } } }`),
 * or null for any other shape, which Emotion keeps writing.
 */
export function tokenCssText(tokens: unknown, layerOrder: string): string | null {
  if (typeof tokens !== 'object' || tokens === null) return null;
  const entries = Object.entries(tokens);
  const layered = entries.length === 1 && /^@layer [\w-]+$/.test(entries[0]![0]);
  const rules = layered ? entries[0]![1] : tokens;
  if (typeof rules !== 'object' || rules === null) return null;
  let body = '';
  for (const [selector, declarations] of Object.entries(rules)) {
    const plain = globalSelector(selector);
    if (plain === null || !isDeclarations(declarations)) return null;
    if (Object.values(declarations).some((value) => /[{};]/.test(String(value)))) return null;
    // A blank value declares nothing, as Emotion's CSS parser leaves it out.
    body += `${plain}{${Object.entries(declarations)
      .filter(([, value]) => String(value).trim() !== '')
      .map(([name, value]) => `${name}:${value};`)
      .join('')}}`;
  }
  return layered ? `${layerOrder}${entries[0]![0]}{${body}}` : body;
}

/**
 * Takes the tokens' CSS variables out of the system's global styles (Chakra's last global style,
 * `getTokenCss()`) and keeps them as text for `PortalChakraProvider`. A system whose tokens are of
 * another shape is left as it is.
 */
export function tokensAsText(system: SystemContext): SystemContext {
  const global = system._global;
  const text = tokenCssText(global.at(-1), system.layers.atRule);
  if (text === null) return system;
  system._global = global.slice(0, -1);
  tokenText.set(system, text);
  return system;
}

/** The system's tokens as `tokensAsText` kept them, if it did. */
export function tokenStyleOf(system: SystemContext): string | undefined {
  return tokenText.get(system);
}

function TokenStyle({ system }: { system: SystemContext }) {
  const text = tokenStyleOf(system);
  useInsertionEffect(() => {
    if (text === undefined) return undefined;
    const style = document.createElement('style');
    style.setAttribute('data-chakra-tokens', '');
    style.textContent = text;
    document.head.append(style);
    return () => style.remove();
  }, [text]);
  return null;
}

/** Chakra's provider, with the system's tokens written as text (`tokensAsText`). */
export function PortalChakraProvider({ value, children }: { value: SystemContext; children: ReactNode }) {
  return (
    <ChakraProvider value={value}>
      <TokenStyle system={value} />
      {children}
    </ChakraProvider>
  );
}
