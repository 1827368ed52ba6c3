// WikDict dictionaries (FreeDict's conversions of Wiktionary, Debian dict-freedict-deu-fin and the
// like), as dictd renders them:
//   Hund /hʊnt/ <n, masc>
//   1. pies, suka
//   Haustier, dessen Vorfahre der Wolf ist
//   2. pies
//   gerissener, gemeiner, hinterhältiger oder brutaler Mitmensch
// A one-sense entry has its translations on the line after the header without a number. dictd
// leaves the next sense's number at the end of a line ("koira 2."), and a number alone on a line
// (" 3.") starts another definition of the same translations; every other line is a definition.

export type WikdictEntry = {
  headword: string;
  pos: string | null;
  gender: 'm' | 'f' | 'n' | null;
  senses: string[][];
};

const genders: Record<string, 'm' | 'f' | 'n'> = { masc: 'm', fem: 'f', neut: 'n' };

function translations(line: string): string[] {
  return line
    .replace(/\s+\d+\.$/, '')
    .split(', ')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

export function parseWikdictEntry(text: string): WikdictEntry | null {
  const lines = text.split('\n');
  const header = /^(.+?)(?: \/[^<]*\/)*(?: <([^>]*)>)?$/.exec(lines[0]!.trim());
  if (!header) return null;
  const senses: string[][] = [];
  const first = lines[1]?.trim() ?? '';
  if (first && !/^\d+\. /.test(first)) senses.push(translations(first));
  for (const line of lines.slice(1)) {
    const numbered = /^\d+\. (.*)$/.exec(line);
    if (numbered) senses.push(translations(numbered[1]!));
  }
  const grammar = header[2]?.split(',').map((part) => part.trim()) ?? [];
  const gender = grammar.map((part) => genders[part]).find(Boolean) ?? null;
  return {
    headword: header[1]!.trim(),
    pos: grammar[0] ?? null,
    gender,
    senses: senses.filter((sense) => sense.length > 0),
  };
}
