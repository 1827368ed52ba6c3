// The declension of articles, pronouns and determiners: a closed set that the morphological lists
// (nouns, verbs, adjectives) do not cover, written out from German grammar.

const einEndings = ['e', 'en', 'em', 'er', 'es'];
const dieserEndings = ['e', 'en', 'em', 'er', 'es'];

const einWords = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'];
const dieserWords = ['dieser', 'jener', 'jeder', 'welcher', 'mancher', 'solcher'];

const written: Record<string, string[]> = {
  der: ['des', 'dem', 'den', 'dessen', 'denen'],
  // der and den are lemma and form of der.
  die: ['deren', 'derer'],
  das: ['des', 'dem', 'dessen'],
  ich: ['mich', 'mir', 'meiner'],
  du: ['dich', 'dir', 'deiner'],
  er: ['ihn', 'ihm', 'seiner'],
  sie: ['ihr', 'ihrer', 'ihnen'],
  es: ['ihm', 'seiner'],
  wir: ['uns', 'unser'],
  Sie: ['Ihnen', 'Ihrer'],
  wer: ['wen', 'wem', 'wessen'],
  was: ['wessen'],
  man: ['einen', 'einem'],
  jemand: ['jemanden', 'jemandem', 'jemands'],
  niemand: ['niemanden', 'niemandem', 'niemands'],
  alle: ['aller', 'allen', 'allem'],
  beide: ['beiden', 'beider', 'beides'],
  viele: ['vielen', 'vieler'],
  wenige: ['wenigen', 'weniger'],
  einige: ['einigen', 'einiger', 'einiges'],
  andere: ['anderen', 'anderer', 'anderes', 'anderem'],
  // derselbe's second half after a contraction: im selben Haus, zur selben Zeit.
  selbe: ['selben'],
  // A preposition's contractions with the article.
  in: ['im', 'ins'],
  an: ['am', 'ans'],
  bei: ['beim'],
  von: ['vom'],
  zu: ['zum', 'zur'],
  auf: ['aufs'],
  für: ['fürs'],
  um: ['ums'],
  über: ['übers', 'überm'],
  durch: ['durchs'],
  unter: ['unterm', 'unters'],
  vor: ['vorm', 'vors'],
  hinter: ['hinterm', 'hinters'],
};

// Words of the table that are lemmas of their own even where another word lists them as a form (ihr is
// a form of sie and a pronoun of its own).
export function isClosedClassLemma(word: string): boolean {
  return Object.hasOwn(written, word) || einWords.includes(word) || dieserWords.includes(word);
}

export function closedClassForms(lemma: string): string[] {
  if (Object.hasOwn(written, lemma)) return written[lemma]!;
  if (einWords.includes(lemma)) {
    // unser and euer drop their e before an ending in the usual spelling: unsre is rarer than unsere,
    // but eure is the rule.
    const stem = lemma === 'euer' ? 'eur' : lemma;
    const forms = einEndings.map((ending) => `${stem}${ending}`);
    // ihr is also the personal pronoun "you" (plural).
    return lemma === 'ihr' ? [...forms, 'euch', 'euer'] : forms;
  }
  if (dieserWords.includes(lemma)) {
    const stem = lemma.slice(0, -2);
    return dieserEndings.map((ending) => `${stem}${ending}`).filter((form) => form !== lemma);
  }
  return [];
}

/** The words of the table (their forms: `closedClassForms`). */
export function closedClassWords(): string[] {
  return [...Object.keys(written), ...einWords, ...dieserWords];
}
