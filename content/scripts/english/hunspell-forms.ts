import fs from 'node:fs';

/** Debian's hunspell-en-us ships SCOWL's American English dictionary: words with their affix flags. */
export const HUNSPELL_EN_US = '/usr/share/hunspell/en_US';

// Of the dictionary's flags, only three are inflections: S (plural or third person -s), D (past
// -ed) and G (-ing). The others make possessives or derived words ("walker", "recolor"), and R/T
// (-er/-est) also mark agent nouns ("lefter" for "left"), so they are left out.
const inflections: Record<string, string[]> = { S: ['noun', 'verb'], D: ['verb'], G: ['verb'] };

type SuffixRule = { strip: string; add: string; condition: RegExp };
export type HunspellForm = { lemma: string; partOfSpeech: string; form: string };

/** The suffix rules of an .aff file ("SFX D y ied [^aeiou]y"), by flag. */
export function parseSuffixRules(aff: string): Map<string, SuffixRule[]> {
  const rules = new Map<string, SuffixRule[]>();
  for (const line of aff.split('\n')) {
    const fields = line.trim().split(/\s+/);
    // Rule lines have five fields; the header of each flag ("SFX D Y 4") has four.
    if (fields[0] !== 'SFX' || fields.length < 5) continue;
    const [, flag, strip, add, condition] = fields as [string, string, string, string, string];
    const list = rules.get(flag) ?? [];
    list.push({
      strip: strip === '0' ? '' : strip,
      add: add === '0' ? '' : add,
      condition: new RegExp(`${condition === '.' ? '' : condition}$`),
    });
    rules.set(flag, list);
  }
  return rules;
}

/** The inflected forms a dictionary's flags give its words ("color/AEGDS": colors, colored, coloring). */
export function expandInflections(aff: string, dic: string): HunspellForm[] {
  const rules = parseSuffixRules(aff);
  const forms: HunspellForm[] = [];
  // The first line of a .dic file is the number of words.
  for (const line of dic.split('\n').slice(1)) {
    const [lemma, flags = ''] = line.trim().split('/');
    if (!lemma) continue;
    for (const flag of flags) {
      for (const rule of rules.get(flag) ?? []) {
        if (!inflections[flag] || !rule.condition.test(lemma) || !lemma.endsWith(rule.strip)) continue;
        const form = lemma.slice(0, lemma.length - rule.strip.length) + rule.add;
        for (const partOfSpeech of inflections[flag]) forms.push({ lemma, partOfSpeech, form });
      }
    }
  }
  return forms;
}

export function hunspellInflections(base = HUNSPELL_EN_US): HunspellForm[] {
  if (!fs.existsSync(`${base}.dic`))
    throw new Error(`${base}.dic is missing: apt-get install hunspell-en-us`);
  return expandInflections(fs.readFileSync(`${base}.aff`, 'utf8'), fs.readFileSync(`${base}.dic`, 'utf8'));
}
