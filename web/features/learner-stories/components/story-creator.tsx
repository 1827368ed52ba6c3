import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StoryLength } from '~/core/stories/story-lengths';
import { STORY_MIN_WORDS } from '~/core/stories/story-lengths';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { MyPlanLimitNotice } from '~/web/components/learner/my-plan-limit-notice';
import { buttonClass } from '~/web/components/ui/button';
import { ApiRequestError } from '~/web/lib/api-error';
import { plural } from '~/web/lib/i18n/plural';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useCreateStory } from '../api/create-story';
import type { StoriesMessages } from '../i18n/en';
import { LengthPicker } from './length-picker';
import { type ChosenWord, StoryWordPicker } from './story-word-picker';

/**
 * Choose 3 to 10 words and a length, and the server writes the story. The create button stays
 * disabled below three words and says why, next to it and to screen readers (aria-describedby).
 */
export function StoryCreator({ t, numberLocale }: { t: StoriesMessages; numberLocale: string }) {
  const [chosen, setChosen] = useState<ChosenWord[]>([]);
  const [length, setLength] = useState<StoryLength>('Short');
  const create = useCreateStory();
  const navigate = useNavigate();
  const whyId = useId();
  const missing = Math.max(0, STORY_MIN_WORDS - chosen.length);
  const failure = create.error;
  const limit = failure instanceof ApiRequestError && failure.code === 'LIMIT_REACHED';
  const refusal = failure ? refusalMessage(failure, t.refusals, { min: STORY_MIN_WORDS }) : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing > 0 || create.isPending) return;
    create.mutate(
      { wordIds: chosen.map((word) => word.id), length },
      // The reader takes the focus to the story's title (see StoryScreen): the button pressed is gone.
      { onSuccess: (story) => navigate(`/dashboard/stories/${story.id}`, { state: { written: true } }) },
    );
  };

  return (
    <section
      aria-labelledby="create-story"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="create-story" className="mb-4 text-xl font-bold">
        {t.create.title}
      </h2>
      <form onSubmit={submit} className="space-y-6">
        <StoryWordPicker chosen={chosen} onChange={setChosen} t={t} numberLocale={numberLocale} />
        <LengthPicker value={length} onChange={setLength} t={t} numberLocale={numberLocale} />
        {limit ? (
          <MyPlanLimitNotice title={t.limit.title} message={refusal} upgradeLabel={t.limit.upgrade} />
        ) : failure ? (
          <FailureNotice title={t.create.failed} message={refusal} />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={missing > 0 || create.isPending}
            aria-describedby={missing > 0 ? whyId : undefined}
            className={buttonClass('primary', 'md', 'px-6 py-3 text-base')}
          >
            {create.isPending ? t.create.writing : failure && !limit ? t.create.retry : t.create.submit}
          </button>
          {missing > 0 && (
            <p id={whyId} className="text-sm text-slate-700 dark:text-slate-300">
              {plural(t.create.needMore, missing, numberLocale)}
            </p>
          )}
          {create.isPending && (
            <p role="status" className="sr-only">
              {t.create.writing}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
