import { type ReactNode, useState } from 'react';
import { Form } from 'react-router';
import { buttonClass } from '~/web/components/ui/button';
import { RadioCard } from '~/web/components/ui/radio-card';
import { useStudySets } from '../api/list-study-sets';
import type { StudyMessages } from '../i18n/en';
import { type StudyChoice, type UrlScope, urlScopes } from '../lib/study-params';

const methods = ['flashcards', 'multipleChoice', 'typing'] as const;
const directions = ['recall', 'recognise'] as const;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/**
 * What to study and how, submitted into the URL (a GET form), so the choice can be bookmarked and
 * the same screen starts from links elsewhere (the home page's Start, a study set's Study).
 */
export function StudyChooser({ initial, t }: { initial: Partial<StudyChoice>; t: StudyMessages }) {
  const [scope, setScope] = useState<UrlScope>(initial.scope ?? 'due');
  const [method, setMethod] = useState(initial.method ?? 'flashcards');
  const [direction, setDirection] = useState(initial.direction ?? 'recall');
  const sets = useStudySets(scope === 'set');
  const setOptions = sets.data?.items ?? [];
  const noSets = scope === 'set' && sets.status === 'success' && setOptions.length === 0;

  return (
    <Form method="get" className="space-y-6">
      <Group legend={t.chooser.scope}>
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
          {noSets ? (
            <p className="text-slate-600 dark:text-slate-300">{t.chooser.noStudySets}</p>
          ) : (
            <label className="block max-w-md">
              <span className="block text-sm font-medium">{t.chooser.studySet}</span>
              <select
                name="set"
                required
                defaultValue={initial.setId ?? undefined}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
              >
                {setOptions.map((set) => (
                  <option key={set.id} value={set.id}>
                    {`${set.name ?? '—'} (${set.itemCount})`}
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
      <button type="submit" disabled={noSets} className={buttonClass('primary', 'md', 'px-6 py-3 text-base')}>
        {t.chooser.start}
      </button>
    </Form>
  );
}
