import type { Rollup } from 'vite';

/**
 * Which modules a page runs, export by export.
 *
 * A page that imports one component from a file of five does not run the other four, nor what only
 * they import; tree-shaking leaves those imports out of its chunks. Planning the kits from whole
 * modules would make every such page "need" all of it (the story list would need the settings
 * screen's switch and popover), so this follows names: from a route module's exports to the
 * top-level declarations they use, to the imports those name, to the exports of the modules imported,
 * and so on. Re-exporting index files are looked through the same way.
 *
 * It errs towards more, never less: a statement that is not a declaration (a call at the top, an
 * `import 'x'`) counts for anyone loading the module, a declaration whose value comes from an
 * unannotated call counts likewise (the bundler keeps it too), and a module it cannot read counts
 * whole, with every import.
 */

type Node = { type: string; start: number; end: number } & Record<string, unknown>;
type ImportedName = { source: string; name: string };
type Shape = {
  imports: Map<string, ImportedName>;
  declarations: Map<string, Set<string>>;
  /** Names used by statements that run whenever the module is loaded. */
  always: Set<string>;
  sideEffectSources: string[];
  exports: Map<string, { local: string } | ImportedName>;
  starSources: string[];
  /** The bundler keeps the module for its side effects, whatever of it is used. */
  keptWhole: boolean;
};
type Context = Pick<Rollup.PluginContext, 'getModuleInfo' | 'parse' | 'resolve'>;

const nameOf = (node: unknown) => {
  const n = node as { type: string; name?: string; value?: unknown };
  return n.type === 'Identifier' ? n.name! : String(n.value);
};

/** Every identifier under a node: more than it uses (property names too), which errs the safe way. */
function identifiers(node: unknown, into = new Set<string>()) {
  if (Array.isArray(node)) {
    for (const item of node) identifiers(item, into);
  } else if (node && typeof node === 'object') {
    const n = node as Node;
    if (n.type === 'Identifier' && typeof n.name === 'string') into.add(n.name);
    for (const [key, value] of Object.entries(n)) if (key !== 'type') identifiers(value, into);
  }
  return into;
}

/** A call the bundler may not drop: one without a `/* @__PURE__ *\/` (or `#__PURE__`) note before it. */
function hasImpureCall(node: unknown, code: string): boolean {
  if (Array.isArray(node)) return node.some((item) => hasImpureCall(item, code));
  if (!node || typeof node !== 'object') return false;
  const n = node as Node;
  // A function's body runs when it is called, not when the module loads.
  if (/^(?:Arrow)?Function(?:Expression|Declaration)$/.test(n.type)) return false;
  if (n.type === 'CallExpression' || n.type === 'NewExpression' || n.type === 'TaggedTemplateExpression') {
    if (!/[@#]__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, n.start - 40), n.start))) return true;
  }
  return Object.entries(n).some(([key, value]) => key !== 'type' && hasImpureCall(value, code));
}

function shapeOf(body: Node[], code: string): Shape {
  const shape: Shape = {
    imports: new Map(),
    declarations: new Map(),
    always: new Set(),
    sideEffectSources: [],
    exports: new Map(),
    starSources: [],
    keptWhole: false,
  };
  const declare = (statement: Node) => {
    const refs = identifiers(statement);
    if (hasImpureCall(statement, code)) for (const ref of refs) shape.always.add(ref);
    const declared: string[] = [];
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations as Node[]) declared.push(...identifiers(declarator.id));
    } else if (statement.id) {
      declared.push(nameOf(statement.id));
    }
    for (const name of declared) shape.declarations.set(name, refs);
    return declared;
  };
  for (const statement of body) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    switch (statement.type) {
      case 'ImportDeclaration': {
        const specifiers = statement.specifiers as Node[];
        if (specifiers.length === 0) shape.sideEffectSources.push(source!);
        for (const specifier of specifiers) {
          const name =
            specifier.type === 'ImportSpecifier'
              ? nameOf(specifier.imported)
              : specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          shape.imports.set(nameOf(specifier.local), { source: source!, name });
        }
        break;
      }
      case 'ExportAllDeclaration':
        if (statement.exported) shape.exports.set(nameOf(statement.exported), { source: source!, name: '*' });
        else shape.starSources.push(source!);
        break;
      case 'ExportNamedDeclaration':
        if (statement.declaration) {
          for (const name of declare(statement.declaration as Node)) shape.exports.set(name, { local: name });
        }
        for (const specifier of (statement.specifiers as Node[]) ?? []) {
          const local = nameOf(specifier.local);
          const exported = nameOf(specifier.exported);
          shape.exports.set(exported, source ? { source, name: local } : { local });
        }
        break;
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration as Node;
        const named = /Declaration$/.test(declaration.type) && declaration.id;
        if (named) declare(declaration);
        else {
          shape.declarations.set('*default*', identifiers(declaration));
          if (hasImpureCall(declaration, code))
            for (const ref of identifiers(declaration)) shape.always.add(ref);
        }
        shape.exports.set('default', { local: named ? nameOf(declaration.id) : '*default*' });
        break;
      }
      case 'VariableDeclaration':
      case 'FunctionDeclaration':
      case 'ClassDeclaration':
        declare(statement);
        break;
      default:
        for (const ref of identifiers(statement)) shape.always.add(ref);
    }
  }
  return shape;
}

/**
 * Reads the build's modules once; `reach(roots)` then gives the modules the roots run (a root runs
 * whole: all its exports) and the imports between them that are used.
 */
export async function moduleGraph(ctx: Context, ids: string[]) {
  const shapes = new Map<string, Shape | undefined>();
  const resolved = new Map<string, string | undefined>();
  for (const id of ids) {
    const code = ctx.getModuleInfo(id)?.code;
    let shape: Shape | undefined;
    try {
      if (code) shape = shapeOf(ctx.parse(code).body as unknown as Node[], code);
      if (shape) shape.keptWhole = ctx.getModuleInfo(id)?.moduleSideEffects !== false;
    } catch {
      shape = undefined;
    }
    shapes.set(id, shape);
    if (!shape) continue;
    const sources = [
      ...[...shape.imports.values()].map((i) => i.source),
      ...[...shape.exports.values()].flatMap((e) => ('source' in e ? [e.source] : [])),
      ...shape.sideEffectSources,
      ...shape.starSources,
    ];
    for (const source of new Set(sources)) {
      resolved.set(`${id}\0${source}`, (await ctx.resolve(source, id))?.id);
    }
  }
  const target = (id: string, source: string) => resolved.get(`${id}\0${source}`);

  return function reach(roots: string[]) {
    const modules = new Set<string>();
    const edges = new Set<string>();
    const seen = new Set<string>();
    // [module, name, an export or a top-level name, the module whose import asked for it]. An
    // import that an index forwards counts as an edge from the importer to the module that defines
    // the name: the index itself is dropped from the bundle.
    type Step = [string, string, 'export' | 'local', string | undefined];
    const stack: Step[] = roots.map((id) => [id, '*', 'export', undefined]);
    const importFrom = (origin: string | undefined, id: string | undefined, name: string) => {
      if (id) stack.push([id, name, 'export', origin]);
    };
    const landed = (origin: string | undefined, id: string) => {
      if (origin) edges.add(`${origin}\0${id}`);
    };
    const pairs = () => [...edges].map((edge) => edge.split('\0') as [string, string]);
    while (stack.length > 0) {
      const [id, name, kind, origin] = stack.pop()!;
      const key = `${id}\0${kind}\0${name}\0${origin}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const shape = shapes.get(id);
      if (!modules.has(id)) {
        modules.add(id);
        if (shape) {
          for (const ref of shape.always) stack.push([id, ref, 'local', undefined]);
          for (const source of shape.sideEffectSources) importFrom(id, target(id, source), '*');
        } else {
          for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) importFrom(id, imported, '*');
        }
      }
      if (!shape) {
        landed(origin, id);
        continue;
      }
      if (kind === 'local') {
        const imported = shape.imports.get(name);
        if (imported) importFrom(id, target(id, imported.source), imported.name);
        for (const ref of shape.declarations.get(name) ?? []) stack.push([id, ref, 'local', undefined]);
        continue;
      }
      if (name === '*') {
        landed(origin, id);
        for (const exported of shape.exports.keys()) stack.push([id, exported, 'export', origin]);
        for (const source of shape.starSources) importFrom(origin ?? id, target(id, source), '*');
        continue;
      }
      // A module that runs code of its own when loaded is kept, and loaded by whoever imports
      // through it, even the names it only passes on.
      // So is every module of a package that does not declare itself free of side effects.
      if (shape.always.size > 0 || shape.sideEffectSources.length > 0 || shape.keptWhole) landed(origin, id);
      const exported = shape.exports.get(name);
      const forwarded = exported && 'local' in exported ? shape.imports.get(exported.local) : undefined;
      if (forwarded) {
        // `import { a } from './a'; export { a }`: the same as `export { a } from './a'`.
        importFrom(origin, target(id, forwarded.source), forwarded.name);
      } else if (exported && 'local' in exported) {
        landed(origin, id);
        stack.push([id, exported.local, 'local', undefined]);
      } else if (exported) {
        importFrom(origin, target(id, exported.source), exported.name);
      } else {
        // From an `export *`: the module whose exports include it, or all of them when none says.
        const sources = shape.starSources.map((source) => target(id, source));
        const owner = sources.find((source) => source && ctx.getModuleInfo(source)?.exports?.includes(name));
        for (const source of owner ? [owner] : sources) importFrom(origin, source, name);
      }
    }
    return { modules, edges: pairs() };
  };
}
