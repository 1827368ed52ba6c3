/**
 * Reads the ATT text that `lt-print` prints for a compiled Apertium transducer (.bin) and lists
 * every input:output string pair it accepts. Debian ships only compiled transducers, so this replaces
 * `lt-expand`, which needs the .dix sources.
 */

export type AttPath = { input: string; output: string };

type Arc = { to: number; input: string; output: string };
type Section = { arcs: Map<number, Arc[]>; finals: Set<number> };

const EPSILON = 'ε';

/** Splits lt-print's output into its sections (one per dictionary section, separated by "--"). */
export function parseAtt(text: string): Section[] {
  const sections: Section[] = [];
  let current: Section = { arcs: new Map(), finals: new Set() };
  for (const line of text.split('\n')) {
    if (line === '--') {
      sections.push(current);
      current = { arcs: new Map(), finals: new Set() };
      continue;
    }
    if (line === '') continue;
    const fields = line.split('\t');
    if (fields.length <= 3) {
      current.finals.add(Number(fields[0]));
      continue;
    }
    const from = Number(fields[0]);
    const arc = { to: Number(fields[1]), input: symbol(fields[2]!), output: symbol(fields[3]!) };
    const list = current.arcs.get(from);
    if (list) list.push(arc);
    else current.arcs.set(from, [arc]);
  }
  if (current.arcs.size > 0 || current.finals.size > 0) sections.push(current);
  return sections;
}

function symbol(raw: string): string {
  if (raw === EPSILON) return '';
  if (raw === '@_SPACE_@') return ' ';
  if (raw === '@_TAB_@') return '\t';
  return raw;
}

/**
 * Every accepted path that uses no arc on a cycle. A finite word list has no cycles, so the arcs on one
 * belong to the regular-expression parts (numbers, punctuation runs), which hold no word.
 */
export function* attPaths(sections: Section[], keep: ArcFilter = () => true): Generator<AttPath> {
  for (const section of sections) yield* sectionPaths(withoutCycles(section), keep);
}

/** Says whether a path may go on through an arc; cutting early keeps clitic chains and multiwords out cheaply. */
export type ArcFilter = (input: string, output: string) => boolean;

function* sectionPaths(section: Section, keep: ArcFilter): Generator<AttPath> {
  const stack: { state: number; next: number; input: string; output: string }[] = [
    { state: 0, next: 0, input: '', output: '' },
  ];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const arcs = section.arcs.get(top.state) ?? [];
    if (top.next >= arcs.length) {
      stack.pop();
      continue;
    }
    const arc = arcs[top.next++]!;
    if (!keep(arc.input, arc.output)) continue;
    const input = top.input + arc.input;
    const output = top.output + arc.output;
    if (section.finals.has(arc.to)) yield { input, output };
    stack.push({ state: arc.to, next: 0, input, output });
  }
}

/** Drops every arc inside a strongly connected component (Tarjan's algorithm, without recursion). */
function withoutCycles(section: Section): Section {
  const component = new Map<number, number>();
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  let counter = 0;
  const states = new Set<number>([0, ...section.arcs.keys()]);
  for (const root of states) {
    if (index.has(root)) continue;
    const work: { state: number; next: number }[] = [{ state: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const arcs = section.arcs.get(top.state) ?? [];
      if (top.next < arcs.length) {
        const to = arcs[top.next++]!.to;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ state: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(top.state, Math.min(low.get(top.state)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.state, Math.min(low.get(parent.state)!, low.get(top.state)!));
      if (low.get(top.state) === index.get(top.state)) {
        let member: number;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.set(member, top.state);
        } while (member !== top.state);
      }
    }
  }
  const arcs = new Map<number, Arc[]>();
  for (const [from, list] of section.arcs) {
    arcs.set(
      from,
      list.filter((arc) => component.get(arc.to) !== component.get(from)),
    );
  }
  return { arcs, finals: section.finals };
}
