// The letters a learner typing in a language may not have on their keyboard, offered as buttons under
// the typing answer. Latin-script languages list their accented letters; Hebrew, Arabic and Russian
// their whole alphabet, since a learner often has no layout for them. Languages written through an
// input method (Chinese, Japanese, Korean, Hindi, Thai) get none: buttons cannot replace the IME.
const characters: Record<string, string> = {
  es: 'áéíóúüñ¿¡',
  fr: 'àâæçéèêëîïôœùûüÿ',
  de: 'äöüß',
  it: 'àèéìíîòóù',
  pt: 'áâãàçéêíóôõú',
  nl: 'áéëïóöü',
  sv: 'åäö',
  pl: 'ąćęłńóśźż',
  tr: 'çğıİöşü',
  vi: 'ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ',
  id: '',
  en: '',
  he: 'אבגדהוזחטיכךלמםנןסעפףצץקרשת',
  ar: 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأؤإئةى',
  ru: 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя',
};

export function specialCharacters(language: string | null | undefined): string[] {
  if (!language) return [];
  return Array.from(characters[language.split('-')[0]!.toLowerCase()] ?? '');
}
