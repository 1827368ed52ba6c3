// The collection schema Anki 2.1 reads in a legacy package (rslib/src/storage/schema11.sql): what
// our .apkg export writes. Anki upgrades it to its current schema when it imports the package.
export const ANKI_SCHEMA_11 = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null,
  odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);`;

export const VOCABLY_NOTE_TYPE_ID = 1_764_000_000_000;
export const VOCABLY_DECK_ID = 1_764_000_000_001;

/** col.models: one note type, "Vocably", with Word and Meaning and a card showing the word. */
export function vocablyModels(deckId: number, modifiedSecs: number) {
  return {
    [VOCABLY_NOTE_TYPE_ID]: {
      id: VOCABLY_NOTE_TYPE_ID,
      name: 'Vocably',
      type: 0,
      mod: modifiedSecs,
      usn: -1,
      sortf: 0,
      did: deckId,
      tmpls: [
        {
          name: 'Word → meaning',
          ord: 0,
          qfmt: '{{Word}}',
          afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Meaning}}',
          bqfmt: '',
          bafmt: '',
          did: null,
          bfont: '',
          bsize: 0,
        },
      ],
      flds: [
        { name: 'Word', ord: 0, sticky: false, rtl: false, font: 'Arial', size: 20 },
        { name: 'Meaning', ord: 1, sticky: false, rtl: false, font: 'Arial', size: 20 },
      ],
      css: '.card { font-family: arial; font-size: 20px; text-align: center; }',
      latexPre: '',
      latexPost: '',
      latexsvg: false,
      req: [[0, 'any', [0]]],
      tags: [],
      vers: [],
    },
  };
}

const today = () => [0, 0];

/** col.decks: Anki's Default deck and ours. */
export function vocablyDecks(deckId: number, modifiedSecs: number) {
  const deck = (id: number, name: string) => ({
    id,
    name,
    mod: modifiedSecs,
    usn: -1,
    lrnToday: today(),
    revToday: today(),
    newToday: today(),
    timeToday: today(),
    collapsed: false,
    browserCollapsed: false,
    desc: '',
    dyn: 0,
    conf: 1,
    extendNew: 0,
    extendRev: 0,
  });
  return { 1: deck(1, 'Default'), [deckId]: deck(deckId, 'Vocably') };
}

/** col.dconf: Anki's default options group. */
export const defaultDeckConfig = {
  1: {
    id: 1,
    name: 'Default',
    mod: 0,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  },
};
