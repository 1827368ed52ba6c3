// Ding's usage labels ([…]) sorted by what they mean for a learner's dictionary.

// Old, rare, regional or offensive usage: such a sense or translation is left out. Ding's [hist.] is
// a subject, history (Weltkrieg, Mittelalter, Kaiser), not a word no longer used: it counts as a subject.
const rejected = new Set([
  'obs.',
  'veraltet',
  'alt',
  'altertümlich',
  'archaic',
  'dated',
  'old',
  'poet.',
  'rare',
  'selten',
  'vulg.',
  'slang',
  'Ös.',
  'Schw.',
  'Bayr.',
  'BW',
  'Tirol',
  'Lie.',
  'Lux.',
  'Sc.',
  'Ir.',
  'Austr.',
  'NZ',
  'Can.',
  'South Africa',
  'Ind.',
  'dialect',
  'dial.',
]);

// Register labels: the sense is real everyday language, a little less central. Regions of Germany
// are here too: Ding marks Junge [Norddt.] against Bub [Süddt.], and both are standard German.
const register = new Set([
  'Norddt.',
  'Mitteldt.',
  'Süddt.',
  'Westdt.',
  'Ostdt.',
  'Mittelwestdt.',
  'ugs.',
  'coll.',
  'fig.',
  'übtr.',
  'geh.',
  'formal',
  'humor.',
  'iron.',
  'pej.',
  'euphem.',
]);

// Labels that do not narrow a sense: varieties of English, and everyday subjects.
const neutral = new Set([
  'Br.',
  'Am.',
  'Dt.',
  'zool.',
  'bot.',
  'cook.',
  'anat.',
  'soc.',
  'school',
  'stud.',
  'ornith.',
]);

export type LabelKind = 'rejected' | 'register' | 'neutral' | 'subject';

export function labelKind(label: string): LabelKind {
  // "Am., coll." and "Br., humor." come as one label.
  const parts = label.split(/,\s*/);
  if (parts.length > 1) {
    const kinds = parts.map((part) => labelKind(part));
    for (const kind of ['rejected', 'subject', 'register'] as const) if (kinds.includes(kind)) return kind;
    return 'neutral';
  }
  if (rejected.has(label)) return 'rejected';
  if (register.has(label)) return 'register';
  if (neutral.has(label)) return 'neutral';
  return 'subject';
}

export function isRejected(labels: string[]): boolean {
  return labels.some((label) => labelKind(label) === 'rejected');
}

// How much the labels move a sense down: a technical subject (techn., med., jur.) most, register a little.
export function labelPenalty(labels: string[]): number {
  let penalty = 0;
  for (const label of labels) {
    const kind = labelKind(label);
    if (kind === 'subject') penalty = Math.max(penalty, 1.5);
    else if (kind === 'register') penalty = Math.max(penalty, 0.5);
  }
  return penalty;
}
