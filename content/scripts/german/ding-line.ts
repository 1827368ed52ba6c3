// One line of the Ding German–English list (Debian trans-de-en, /usr/share/trans/de-en):
//   German side :: English side
// Each side is a row of sub-entries split by " | " (the first is the head word group, the others are
// its forms or examples, aligned one to one with the other side), and each sub-entry a row of
// synonyms split by "; ". A synonym carries annotations around its words: {m} {vt} {adj} grammar,
// [ugs.] [techn.] usage and subject labels, (…) notes, /Abk./ abbreviations and <…> variant spellings.

export type DingTerm = {
  // The words alone, annotations removed and spaces collapsed.
  text: string;
  // The contents of {…}, split on "," and ";": "m", "f", "vt", "adj", "prp", "+Dat." ...
  tags: string[];
  // The contents of […]: "ugs.", "techn.", "Br.", "obs." ...
  labels: string[];
  // The contents of (…).
  notes: string[];
};

export type DingLine = { german: DingTerm[][]; english: DingTerm[][] };

const openers: Record<string, string> = { '(': ')', '{': '}', '[': ']', '<': '>' };

// Splits on a separator that stands outside every bracket: "(des; dem; den)" and "{went; gone}" keep
// their semicolons.
export function splitOutsideBrackets(text: string, separator: string): string[] {
  const parts: string[] = [];
  const closers: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (openers[char]) closers.push(openers[char]);
    else if (closers.length > 0 && char === closers[closers.length - 1]) closers.pop();
    else if (closers.length === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function collect(text: string, pattern: RegExp, into: string[]): string {
  return text.replace(pattern, (_match, inner: string) => {
    into.push(inner.trim());
    return ' ';
  });
}

export function parseDingTerm(raw: string): DingTerm {
  const tags: string[] = [];
  const labels: string[] = [];
  const notes: string[] = [];
  let text = raw;
  text = collect(text, /\{([^}]*)\}/g, tags);
  text = collect(text, /\[([^\]]*)\]/g, labels);
  // Notes may nest one level: "(des Bodenprofils (alt))".
  text = collect(text, /\(((?:[^()]|\([^()]*\))*)\)/g, notes);
  text = text.replace(/<[^>]*>/g, ' ');
  // An abbreviation stands between spaces: "Frau {f} /Fr./"; a slash inside words ("er/sie") stays.
  text = text.replace(/(^|\s)\/[^/]+\/(?=\s|$)/g, ' ');
  return {
    text: text.replace(/\s+/g, ' ').trim(),
    tags: tags.flatMap((tag) => tag.split(/[,;]/)).map((tag) => tag.trim()),
    labels,
    notes,
  };
}

function parseSide(side: string, limit: number): DingTerm[][] {
  // An abbreviation may hold a semicolon ("century /c; cent./"): drop abbreviations before splitting.
  return side
    .replace(/(^|\s)\/[^/|]+\/(?=\s|$|;)/g, ' ')
    .split(' | ', limit)
    .map((subEntry) => splitOutsideBrackets(subEntry, ';').map((synonym) => parseDingTerm(synonym)));
}

// Only the first sub-entries are read (the head, then its forms): the examples after them are many and
// not needed, so subEntries bounds the work.
export function parseDingLine(line: string, subEntries = 16): DingLine | null {
  if (line.startsWith('#')) return null;
  const sides = line.split(' :: ');
  if (sides.length !== 2) return null;
  return { german: parseSide(sides[0]!, subEntries), english: parseSide(sides[1]!, 1) };
}
