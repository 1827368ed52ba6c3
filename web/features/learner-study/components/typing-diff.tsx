import type { ReviewGrade } from '~/core/study/review';
import type { StudyMessages } from '../i18n/en';
import { directionOf } from '../lib/text-direction';

type DiffPart = NonNullable<ReviewGrade['diff']>[number];

/**
 * The server's character diff of what was typed against the answer, in the answer's own direction
 * (a Hebrew answer reads right to left on an English page too). Letters typed but not in the answer
 * are struck through, missing ones underlined; both also say so in words for screen readers.
 */
export function TypingDiff({
  diff,
  language,
  t,
}: {
  diff: DiffPart[];
  language: string | null;
  t: StudyMessages;
}) {
  return (
    <figure>
      <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t.typing.diffLabel}
      </figcaption>
      <p
        className="mt-1 min-w-0 rounded-lg bg-slate-100 px-3 py-2 font-mono text-xl tracking-wide wrap-anywhere dark:bg-slate-800"
        lang={language ?? undefined}
        dir={directionOf(language) ?? 'auto'}
        data-testid="typing-diff"
      >
        {diff.map((part, index) => {
          const key = `${index}:${part.kind}`;
          if (part.kind === 'equal') return <span key={key}>{part.text}</span>;
          if (part.kind === 'extra')
            return (
              <del
                key={key}
                className="rounded-sm bg-red-100 text-red-800 decoration-2 dark:bg-red-950 dark:text-red-200"
              >
                <span className="sr-only">{`(${t.typing.extra}: `}</span>
                {part.text}
                <span className="sr-only">)</span>
              </del>
            );
          return (
            <ins
              key={key}
              className="rounded-sm bg-green-100 text-green-900 underline decoration-2 underline-offset-4 dark:bg-green-950 dark:text-green-100"
            >
              <span className="sr-only">{`(${t.typing.missing}: `}</span>
              {part.text}
              <span className="sr-only">)</span>
            </ins>
          );
        })}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t.typing.diffLegend}</p>
    </figure>
  );
}
