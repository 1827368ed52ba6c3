import { useState } from 'react';
import { Link } from 'react-router';
import type { MyStudySetDetail } from '~/core/sets/study-set';
import type { MyWord } from '~/core/words/my-word';
import { MyWordPicker } from '~/web/components/learner/my-word-picker';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useSetWordInSet } from '../api/set-word';
import type { SetsMessages } from '../i18n/en';

/**
 * The learner's words, ticked when in the set. Ticking puts a word in the set and unticking takes it
 * out, at once (each answered with the set, written into the cache).
 */
export function SetWordPicker({ set, t }: { set: MyStudySetDetail; t: SetsMessages }) {
  const change = useSetWordInSet();
  // While the server answers, the box shows the learner's choice (and is disabled).
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState('');
  // The last tick that failed, kept until that word's next tick succeeds (the mutation's own error
  // follows only the latest call: a failure followed by another word's success would vanish, the box
  // quietly unticked).
  const [failure, setFailure] = useState<{ word: string; error: unknown } | null>(null);
  const inSet = new Set(set.wordIds);

  const toggle = (word: MyWord) => {
    const adding = !inSet.has(word.id);
    setPending((current) => ({ ...current, [word.id]: adding }));
    setStatus('');
    // mutateAsync: each call settles on its own (mutate's callbacks follow only the latest call).
    change
      .mutateAsync({ setId: set.id, word, inSet: adding })
      .then(() => {
        setStatus(format(adding ? t.picker.added : t.picker.removed, { word: word.word.value }));
        setFailure((last) => (last?.word === word.word.value ? null : last));
      })
      .catch((error: unknown) => setFailure({ word: word.word.value, error }))
      .finally(() => setPending(({ [word.id]: _, ...rest }) => rest));
  };

  return (
    <MyWordPicker
      legend={t.picker.title}
      legendHidden
      hint={t.picker.hint}
      t={t.picker}
      refusals={t.refusals}
      noWords={
        <>
          {t.picker.noWords}{' '}
          <Link to="/dashboard/words" className="font-semibold text-brand-700 underline dark:text-brand-200">
            {t.picker.addWords}
          </Link>
        </>
      }
      isChecked={(word) => pending[word.id] ?? inSet.has(word.id)}
      isDisabled={(word) => word.id in pending}
      onToggle={toggle}
    >
      <p role="status" className="min-h-5 text-sm font-medium text-green-800 dark:text-green-300">
        {status}
      </p>
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {format(t.picker.wordFailed, { word: failure.word })} {refusalMessage(failure.error, t.refusals)}
        </p>
      )}
    </MyWordPicker>
  );
}
