import { type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { buttonClass } from '~/web/components/ui/button';
import { RadioCard } from '~/web/components/ui/radio-card';
import { Spinner } from '~/web/components/ui/spinner';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useStudySets } from '../api/list-study-sets';
import type { StudyMessages } from '../i18n/en';
import { type StudyChoice, type UrlScope, urlScopes } from '../lib/study-params';

const methods = ['flashcards', 'multipleChoice', 'typing'] as const;
const directions = ['recall', 'recognise'] as const;

function Group({ legend, id, children }: { legend: string; id?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend id={id} tabIndex={id ? -1 : undefined} className="mb-2 font-semibold focus:outline-none">
        {legend}
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

export const chooserStartId = 'study-chooser-start';

/**
 * What to study and how, submitted into the URL (a GET form), so the choice can be bookmarked and
 * the same screen starts from links elsewhere (the home page's Start, a study set's Study).
 */
export function StudyChooser({
  initial,
  onStart,
  t,
}: {
  initial: Partial<StudyChoice>;
  /** Start was pressed (the URL may not change: the same choice again after a failure). */
  onStart?: () => void;
  t: StudyMessages;
}) {
  const [scope, setScope] = useState<UrlScope>(initial.scope ?? 'due');
  const [method, setMethod] = useState(initial.method ?? 'flashcards');
  const [direction, setDirection] = useState(initial.direction ?? 'recall');
  // Controlled: the set named in the URL stays chosen when the list arrives after the first render
  // (a defaultValue is read once, while the list was still empty). One no longer there gives the first.
  const [setId, setSetId] = useState(initial.setId ?? '');
  const sets = useStudySets(scope === 'set');
  const setOptions = sets.data?.items ?? [];
  const chosenSet = setOptions.some((set) => set.id === setId) ? setId : (setOptions[0]?.id ?? '');
  const noSets = scope === 'set' && sets.status === 'success' && setOptions.length === 0;
  // Nothing to start from until the list is there (an empty required select only said "Please select").
  const cannotStart = scope === 'set' && (sets.status !== 'success' || noSets);

  return (
    <Form method="get" onSubmit={onStart} className="space-y-6">
      {/* Where the study screen puts focus when the chooser comes back (Study again, a session dropped). */}
      <Group legend={t.chooser.scope} id={chooserStartId}>
        {urlScopes.map((value) => (
          <RadioCard
            key={value}
            name="scope"
            value={value}
            checked={scope === value}
            onChange={() => setScope(value)}
            {...t.chooser.scopes[value]}
          />
        ))}
      </Group>
      {scope === 'set' && (
        <div>
          {sets.status === 'pending' ? (
            <Spinner label={t.chooser.loadingSets} className="justify-start py-2" />
          ) : sets.status === 'error' ? (
            <FailureNotice title={t.chooser.setsFailed} message={refusalMessage(sets.error, t.refusals)}>
              <button type="button" onClick={sets.retry} className="mt-3 font-semibold underline">
                {t.retry}
              </button>
            </FailureNotice>
          ) : noSets ? (
            <p className="text-slate-600 dark:text-slate-300">{t.chooser.noStudySets}</p>
          ) : (
            <label className="block max-w-md">
              <span className="block text-sm font-medium">{t.chooser.studySet}</span>
              <select
                name="set"
                required
                value={chosenSet}
                onChange={(event) => setSetId(event.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              >
                {setOptions.map((set) => (
                  <option key={set.id} value={set.id}>
                    {/* The name isolated (FSI … PDI): a Hebrew page drew "Verbs 1 (12" as "(Verbs 1 (12". */}
                    {`\u2068${set.name ?? '—'}\u2069 (${set.itemCount})`}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      <Group legend={t.chooser.method}>
        {methods.map((value) => (
          <RadioCard
            key={value}
            name="method"
            value={value}
            checked={method === value}
            onChange={() => setMethod(value)}
            {...t.chooser.methods[value]}
          />
        ))}
      </Group>
      <fieldset>
        <legend className="mb-2 font-semibold">{t.chooser.direction}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {directions.map((value) => (
            <RadioCard
              key={value}
              name="dir"
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
              {...t.chooser.directions[value]}
            />
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        disabled={cannotStart}
        className={buttonClass('primary', 'md', 'px-6 py-3 text-base')}
      >
        {t.chooser.start}
      </button>
    </Form>
  );
}
