import { forwardRef } from 'react';
import { CLOZE_GAP } from '~/core/study/cloze';
import type { StudyItem } from '~/core/study/study-session';
import { ListenButton } from '~/web/components/learner/listen-button';
import { myWordAudioUrl } from '~/web/lib/pronunciation';
import type { StudyMessages } from '../i18n/en';
import { languageAttributes } from '../lib/text-direction';

/** A cloze's sentence: the gap is drawn as a line and read out as "gap". */
function GappedSentence({ text, gap }: { text: string; gap: string }) {
  const [before, ...after] = text.split(CLOZE_GAP);
  return (
    <>
      {before}
      <span aria-hidden="true">{CLOZE_GAP}</span>
      <span className="sr-only">{gap}</span>
      {after.join(CLOZE_GAP)}
    </>
  );
}

/**
 * The question side of a card. It takes focus when a new card appears (tabIndex -1, not a control,
 * so no focus ring), so a keyboard or screen-reader user starts on the question, not on whatever
 * was focused before.
 */
export const PromptCard = forwardRef<HTMLDivElement, { item: StudyItem; t: StudyMessages }>(
  function PromptCard({ item, t }, ref) {
    const { prompt } = item;
    return (
      <div ref={ref} tabIndex={-1} className="focus:outline-none">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
          {prompt.kind === 'sentence' ? t.session.askGap : t.session.ask[item.direction]}
          <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">
            {t.session.promptKinds[prompt.kind]}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {/* min-w-0 and wrap-anywhere: a long word ("Krankenversicherung") breaks, not the page's width. */}
          <h2
            className={`min-w-0 wrap-anywhere ${
              prompt.kind === 'definition' || prompt.kind === 'sentence'
                ? 'text-xl font-semibold'
                : 'text-3xl font-bold'
            }`}
            {...languageAttributes(prompt.language)}
          >
            {prompt.kind === 'sentence' ? (
              <GappedSentence text={prompt.text} gap={t.session.gap} />
            ) : (
              prompt.text
            )}
          </h2>
          {prompt.kind === 'word' && (
            <ListenButton
              text={prompt.text}
              language={prompt.language}
              audioUrl={myWordAudioUrl(item.cardId, item.word)}
              label={t.pronunciation.listen}
            />
          )}
        </div>
        {prompt.hint && (
          <p
            className="mt-2 text-slate-700 dark:text-slate-300"
            {...languageAttributes(prompt.hint.language)}
          >
            {prompt.hint.text}
          </p>
        )}
      </div>
    );
  },
);
