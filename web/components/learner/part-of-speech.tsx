import { partOfSpeechName } from '~/web/lib/i18n/parts-of-speech';

/**
 * A part of speech as the dictionary stores it ("noun"), named in the learner's language and marked
 * with the language it is then written in.
 */
export function PartOfSpeech({
  part,
  locale,
  className,
}: {
  part: string;
  locale: string;
  className?: string;
}) {
  const name = partOfSpeechName(part, locale);
  return (
    <span className={className} lang={name.lang}>
      {name.text}
    </span>
  );
}
