import GraduationCap from 'lucide-react/icons/graduation-cap';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MyWord } from '~/core/words/my-word';
import { ExampleSentenceText } from '~/web/components/learner/example-sentence';
import { FailureNotice } from '~/web/components/learner/failure-notice';
import { ListenButton } from '~/web/components/learner/listen-button';
import { BackLink, Panel } from '~/web/components/learner/panel';
import { PartOfSpeech } from '~/web/components/learner/part-of-speech';
import { buttonClass } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { useConfirm } from '~/web/components/ui/use-confirm';
import { isNotFound } from '~/web/lib/api-error';
import { format } from '~/web/lib/i18n/format';
import { refusalMessage } from '~/web/lib/i18n/refusal-message';
import { useMyWord } from '~/web/lib/learner-data/get-my-word';
import { useNativeLanguage } from '~/web/lib/learner-data/native-language';
import { notifyError, notifySuccess } from '~/web/lib/notify';
import { myWordAudioUrl } from '~/web/lib/pronunciation';
import { useRemoveWord } from '../api/remove-word';
import type { WordsMessages } from '../i18n/en';
import { useWordsMessages } from '../i18n/use-words-messages';
import { languageName } from '../lib/language-name';
import { ReviewHistory } from './review-history';
import { StatusBadge } from './status-badge';
import { TagEditor } from './tag-editor';
import { WordEditForm } from './word-edit-form';
import { dateTime, WordSchedule } from './word-schedule';

/**
 * Where "study it" goes: new words with the new ones, due ones with the due ones; else when it is due.
 * Due as a session takes it (from when the server says it can be studied, by the learner's study day),
 * not its exact due time: a review card due this afternoon is in this morning's session.
 */
function StudyLink({ word, t, numberLocale }: { word: MyWord; t: WordsMessages; numberLocale: string }) {
  const { card, studyableAt } = word;
  const due = card.state !== 'new' && studyableAt !== null && new Date(studyableAt).getTime() <= Date.now();
  if (card.state === 'new' || due) {
    return (
      <Link
        to={`/dashboard/study?scope=${card.state === 'new' ? 'new' : 'due'}&method=flashcards`}
        className={buttonClass('primary')}
      >
        <GraduationCap className="size-4" aria-hidden="true" />
        {t.detail.study}
      </Link>
    );
  }
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {format(t.detail.notDueYet, { date: dateTime(card.due ?? '', numberLocale) })}{' '}
      <Link to="/dashboard/study" className="font-semibold text-brand-700 underline dark:text-brand-200">
        {t.detail.studyDue}
      </Link>
    </p>
  );
}

function WordBody({
  word,
  t,
  locale,
  numberLocale,
}: {
  word: MyWord;
  t: WordsMessages;
  locale: string;
  numberLocale: string;
}) {
  const navigate = useNavigate();
  const remove = useRemoveWord();
  const { confirm, dialog } = useConfirm();
  const nativeLanguage = useNativeLanguage();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // The form closes, saved or not: the focus goes back to the button that opened it.
  const closeEdit = (wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
    requestAnimationFrame(() => editButton.current?.focus());
  };
  const { value, languageCode, phonetic, definitions, translations, synonyms } = word.word;
  const sentences = word.word.sentences ?? [];
  const lang = languageCode ?? undefined;
  const translationGroups = Object.entries(translations).filter(([, list]) => list.length > 0);

  const askRemove = () =>
    confirm({
      title: format(t.list.removeTitle, { word: value }),
      description: t.list.removeBody,
      confirmLabel: t.list.remove,
      cancelLabel: t.list.cancel,
      onConfirm: () =>
        remove.mutate(word.id, {
          onSuccess: () => {
            notifySuccess(format(t.list.removed, { word: value }));
            navigate('/dashboard/words');
          },
          onError: (error) => notifyError(t.list.removeFailed, error, t.refusals),
        }),
    });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold break-words" lang={lang}>
              {value}
            </h1>
            <ListenButton
              text={value}
              language={languageCode}
              audioUrl={myWordAudioUrl(word.id, word.word)}
              label={t.detail.listen}
            />
          </div>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <StatusBadge status={word.status} t={t} />
            {languageCode && <span>{languageName(languageCode, locale)}</span>}
            {phonetic && (
              <span dir="ltr">
                <span className="sr-only">{t.detail.phonetic}: </span>
                {phonetic}
              </span>
            )}
            {word.custom && <span>{t.detail.custom}</span>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StudyLink word={word} t={t} numberLocale={numberLocale} />
          {word.custom && !editing && (
            <button
              ref={editButton}
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
              className={buttonClass('secondary')}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {t.detail.edit}
            </button>
          )}
          <button type="button" onClick={askRemove} className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t.detail.remove}
          </button>
        </div>
      </header>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {saved ? t.detail.saved : ''}
      </p>
      {editing && (
        <Panel id="word-edit" title={format(t.detail.editTitle, { word: value })}>
          <WordEditForm
            word={word}
            t={t}
            locale={locale}
            nativeLanguage={nativeLanguage}
            onDone={closeEdit}
          />
        </Panel>
      )}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Panel id="word-definitions" title={t.detail.meaning}>
          {definitions.length === 0 ? (
            <p className="text-slate-600 dark:text-slate-300">{t.detail.noDefinitions}</p>
          ) : (
            <ol className="list-decimal space-y-3 ps-5">
              {definitions.map((definition) => (
                <li key={`${definition.partOfSpeech}-${definition.definition}`}>
                  <p dir="auto">
                    {definition.partOfSpeech && (
                      <PartOfSpeech
                        part={definition.partOfSpeech}
                        locale={locale}
                        className="me-2 text-sm text-slate-600 italic dark:text-slate-300"
                      />
                    )}
                    <span>{definition.definition}</span>
                  </p>
                  {definition.examples.length > 0 && (
                    <>
                      <p className="sr-only">{t.detail.examples}</p>
                      <ul className="mt-1 space-y-1 border-s-2 border-slate-200 ps-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
                        {definition.examples.map((example) => (
                          <li key={example} lang={lang} dir="auto">
                            “{example}”
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <div className="space-y-6">
          {sentences.length > 0 && (
            <Panel id="word-sentences" title={t.detail.sentences}>
              <ul className="space-y-3">
                {sentences.map((sentence) => (
                  <li key={sentence.text}>
                    <ExampleSentenceText sentence={sentence} language={languageCode} locale={locale} />
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          <Panel id="word-translations" title={t.detail.translations}>
            {translationGroups.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t.detail.noTranslations}</p>
            ) : (
              <dl className="space-y-2">
                {translationGroups.map(([code, list]) => (
                  <div key={code} className="flex flex-wrap gap-x-2">
                    <dt className="font-medium text-slate-600 dark:text-slate-300">
                      {languageName(code, locale)}:
                    </dt>
                    <dd lang={code}>{list.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            )}
          </Panel>
          <Panel id="word-synonyms" title={t.detail.synonyms}>
            {synonyms.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-300">{t.detail.noSynonyms}</p>
            ) : (
              <p lang={lang}>{synonyms.join(', ')}</p>
            )}
          </Panel>
          <Panel id="word-tags" title={t.detail.tags}>
            <TagEditor word={word} t={t} />
          </Panel>
        </div>
      </div>
      <Panel id="word-schedule" title={t.detail.schedule}>
        <WordSchedule card={word.card} t={t} numberLocale={numberLocale} />
      </Panel>
      <Panel id="word-history" title={t.detail.history}>
        <ReviewHistory id={word.id} t={t} numberLocale={numberLocale} />
      </Panel>
      {dialog}
    </div>
  );
}

/** One of the learner's words: its meaning, tags, schedule and review history. */
export function WordDetail({ id }: { id: string }) {
  const { t, locale, numberLocale } = useWordsMessages();
  const word = useMyWord(id);
  return (
    <div className="space-y-4">
      <BackLink to="/dashboard/words">{t.detail.backToWords}</BackLink>
      {word.isPending ? (
        <Spinner />
      ) : word.isError ? (
        <>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <FailureNotice
            title={t.detail.notFound}
            message={isNotFound(word.error) ? '' : refusalMessage(word.error, t.refusals)}
          />
        </>
      ) : (
        <WordBody word={word.data} t={t} locale={locale} numberLocale={numberLocale} />
      )}
    </div>
  );
}
