// Hand-kept corrections to the frequency ranking (see NOTES.md, "Ranks").

/**
 * Pieces of contractions that SUBTLEX's tokeniser split off ("don't" -> "don" + "t"): their counts
 * say nothing about the WordNet lemmas spelled the same ("don", "haven", the letter "s").
 */
export const subtitleFragments = new Set([
  's',
  't',
  'd',
  'm',
  'll',
  're',
  've',
  'o',
  'don',
  'didn',
  'doesn',
  'isn',
  'wasn',
  'weren',
  'aren',
  'won',
  'haven',
  'hasn',
  'hadn',
  'ain',
  'couldn',
  'wouldn',
  'shouldn',
  'mustn',
  'needn',
  'em',
  'cos',
]);

/**
 * Lower-case WordNet lemmas whose subtitle count is nearly all a first name or surname ("Jack",
 * "Harry", "Potter"): their counts are left out. Names that are also everyday words ("bill", "mark",
 * "rose", "grace") keep theirs.
 */
export const subtitleNames = new Set(
  `jack john mike tom ray ben bob harry max nick dean peg ally bud lane anna buck matt piper brad cole
  carol lily mac kitty sally rick hank robin sandy maria chuck donna earl potter josh pat kirk victor
  jean gene sonny molly harper meg ken felicity benny porter buster buzz beth teddy rocky ling wally
  murphy sherry spike bonnie daisy ruby rusty troy randy patty heather lance holly olive benjamin
  amber hopper reed violet dale woody willow belle missy milo deb chad glen mack toby trey homer
  dexter butch billy bobby jimmy henry frank sue wade pierce crane daphne`.split(/\s+/),
);

/**
 * Capitalised WordNet lemmas (names of days, months, languages, peoples, holidays and a few everyday words)
 * that keep their frequency rank; every other capitalised lemma is a name or an abbreviation and
 * ranks after the common words.
 */
export const everydayCapitalised = new Set([
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'God',
  'Christmas',
  'Easter',
  'TV',
  'OK',
  'English',
  'American',
  'French',
  'German',
  'Spanish',
  'Italian',
  'Chinese',
  'Japanese',
  'Russian',
  'Mexican',
  'British',
  'Irish',
  'Indian',
  'African',
  'European',
  'Jewish',
  'Christian',
  'Catholic',
  'Internet',
  'Lord',
  'Mr',
  'Mrs',
  'Bible',
  'Thanksgiving',
  'Halloween',
]);

/**
 * Everyday words WordNet spells with a capital because its first sense of them is a name (the
 * planet, the point of the compass, Satan, the title): a learner's dictionary writes them in lower
 * case ("the earth", "go north", "Hey, mister!"), and as names they ranked after every common word.
 */
export const everydayLowerCase = new Set(['earth', 'moon', 'north', 'south', 'west', 'devil', 'mister']);
