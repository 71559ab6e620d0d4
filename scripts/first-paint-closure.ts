/**
 * The modules a set of start modules needs, followed binding by binding through re-exports.
 *
 * A package's index re-exports everything it has (`@chakra-ui/react`, each of Ark's components,
 * each of Zag's machines). Following every import of such an index takes in the whole package,
 * though the bundle keeps only what is used: the layout's `Box` would then bring the date picker's
 * machine. Here a re-export is followed only for the names asked of it:
 * - a module with code of its own is needed whole, with every name it imports;
 * - a module that only imports and re-exports (an index) passes on only the names asked of it;
 * - `export *` passes on a name only to a module that provides it.
 *
 * Modules that cannot be read as ES modules (CommonJS, assets) are needed with everything they import.
 */

/** What the closure needs to know of one module; sources are resolved module ids. */
export interface ModuleFacts {
  /** Whether the module has statements other than imports and re-exports. */
  hasCode: boolean;
  /** Local name to the import it binds; `name` is '*' for a namespace import. */
  imports: Map<string, { source: string; name: string }>;
  /** Modules imported for their effects only (`import './x'`). */
  bare: string[];
  /** Exported name to where it comes from: a local binding, or another module's name ('*': its namespace). */
  exports: Map<string, { local: string } | { source: string; name: string }>;
  /** Sources of `export * from`. */
  stars: string[];
}

export interface ModuleGraph {
  /** The facts of a module, or undefined where it cannot be read as an ES module. */
  facts(id: string): Promise<ModuleFacts | undefined>;
  /** Every module it imports statically, for modules without facts. */
  importedIds(id: string): string[];
  /** Whether a module exports a name, itself or through `export *`. */
  provides(id: string, name: string): boolean;
}

type Asked = Set<string> | 'all';

export async function firstPaintClosure(starts: Iterable<string>, graph: ModuleGraph): Promise<Set<string>> {
  const asked = new Map<string, Asked>();
  // Modules whose asked names grew since they were last followed; a Set visits what is added while iterated.
  const pending = new Set<string>();
  const ask = (id: string, names: Iterable<string> | 'all') => {
    const had = asked.get(id);
    if (had === 'all') return;
    if (names === 'all') {
      asked.set(id, 'all');
      pending.add(id);
      return;
    }
    const set = had ?? new Set<string>();
    let grew = had === undefined;
    for (const n of names) if (!set.has(n)) { set.add(n); grew = true; }
    asked.set(id, set);
    if (grew) pending.add(id);
  };
  const askBinding = (source: string, name: string) => ask(source, name === '*' ? 'all' : [name]);
  // An index is followed again for each name asked of it later: it is read once.
  const read = new Map<string, Promise<ModuleFacts | undefined>>();
  const factsOfModule = (id: string) => {
    let facts = read.get(id);
    if (!facts) read.set(id, (facts = graph.facts(id)));
    return facts;
  };

  for (const id of starts) ask(id, 'all');
  for (const id of pending) {
    pending.delete(id);
    const names = asked.get(id)!;
    const facts = await factsOfModule(id);
    if (!facts) {
      for (const dep of graph.importedIds(id)) ask(dep, 'all');
      continue;
    }
    for (const source of facts.bare) ask(source, []);
    if (facts.hasCode) for (const { source, name } of facts.imports.values()) askBinding(source, name);
    const wanted = names === 'all' ? [...facts.exports.keys()] : [...names];
    for (const name of wanted) {
      const from = facts.exports.get(name);
      if (from && 'source' in from) askBinding(from.source, from.name);
      else if (from) {
        const imported = facts.imports.get(from.local);
        if (imported) askBinding(imported.source, imported.name);
      } else for (const star of facts.stars) if (graph.provides(star, name)) ask(star, [name]);
    }
    if (names === 'all') for (const star of facts.stars) ask(star, 'all');
  }
  return new Set(asked.keys());
}

/** The ESTree nodes read here (Rolldown's parser, after the module's transforms). */
interface Node {
  type: string;
  [key: string]: unknown;
}
const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: string };
  return n.name ?? n.value ?? '';
};

/** The facts of a parsed module, its sources resolved by `resolve` (null: not in the graph). */
export async function factsOf(program: { body: unknown[] }, resolve: (source: string) => Promise<string | null>): Promise<ModuleFacts> {
  const facts: ModuleFacts = { hasCode: false, imports: new Map(), bare: [], exports: new Map(), stars: [] };
  for (const raw of program.body) {
    const node = raw as Node;
    const source = (node.source as { value?: string } | null | undefined)?.value;
    const id = source === undefined ? null : await resolve(source);
    if (node.type === 'ImportDeclaration') {
      if (id === null) continue;
      const specifiers = node.specifiers as Node[];
      if (specifiers.length === 0) facts.bare.push(id);
      for (const s of specifiers) {
        const local = nameOf(s.local);
        const name = s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
        facts.imports.set(local, { source: id, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (id === null) continue;
      if (node.exported) facts.exports.set(nameOf(node.exported), { source: id, name: '*' });
      else facts.stars.push(id);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of node.specifiers as Node[]) {
        const exported = nameOf(s.exported);
        if (source === undefined) facts.exports.set(exported, { local: nameOf(s.local) });
        else if (id !== null) facts.exports.set(exported, { source: id, name: nameOf(s.local) });
      }
    } else if (!(node.type === 'ExpressionStatement' && typeof node.directive === 'string')) {
      facts.hasCode = true;
    }
  }
  return facts;
}
