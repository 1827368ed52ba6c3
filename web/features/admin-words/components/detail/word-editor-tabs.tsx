import { useState } from 'react';
import type { GlobalWord } from '~/core/dictionary/global-word';
import { wordMessages } from '~/core/dictionary/word-constants';
import { WORD_SHORT_TEXT_MAX_LENGTH, WORD_TEXT_MAX_LENGTH } from '~/core/dictionary/word-edits';
import type { WordDefinition } from '~/core/dictionary/word-values';
import type { WordEditing } from '~/web/features/admin-words/api/use-word-editing';
import { definitionLabel } from '~/web/features/admin-words/lib/definition-identity';
import { hasDefinitionExampleDrafts } from '~/web/features/admin-words/lib/word-drafts';
import { DefinitionsEditor } from '../editors/definitions-editor';
import { EditorFrame } from '../editors/editor-frame';
import { LostWorkNotice } from '../editors/lost-work-notice';
import { StringListEditor } from '../editors/string-list-editor';
import { TranslationsEditor } from '../editors/translations-editor';

type EditorProps = {
  word: GlobalWord;
  editing: WordEditing;
  confirm: (request: {
    title: string;
    description: string;
    confirmLabel: string;
    onConfirm: () => void;
  }) => void;
};

// `serverValue` is this editor's part of the word as last loaded: after a refused save, what decides
// whether another editor changed it (a conflict) or only other parts (the draft saves as it is).
const frameProps = (
  editing: WordEditing,
  key: Parameters<WordEditing['dirty']>[0],
  serverValue: unknown,
) => ({
  dirty: editing.dirty(key),
  saving: editing.saving(key),
  conflict: editing.conflict(key, serverValue),
  keptAfterConflict: editing.keptAfterConflict(key, serverValue),
  onCancel: () => editing.cancel(key),
  onReload: () => void editing.reloadEditor(key),
});

// Definitions and the examples of one definition both change `definitions`; editing one while the
// other has unsaved changes would make one save undo the other, so each waits for the other.
export function DefinitionsTab({ word, editing, confirm }: EditorProps) {
  const definitions = editing.value('definitions', word.definitions);
  const blocked = hasDefinitionExampleDrafts(editing.drafts);
  // Cancel reverts everything in this editor, a definition's open form too.
  const [cancels, setCancels] = useState(0);
  return (
    <EditorFrame
      title="Definitions"
      headingId="definitions-editor"
      {...frameProps(editing, 'definitions', word.definitions)}
      onCancel={() => {
        editing.cancel('definitions');
        setCancels((count) => count + 1);
      }}
      onSave={() =>
        void editing.save('definitions', word.definitions, (value: WordDefinition[]) => ({
          field: 'definitions',
          body: { definitions: value },
        }))
      }
      blockedReason={
        blocked ? 'Save or cancel your changes on the Examples tab before editing definitions.' : undefined
      }
    >
      <DefinitionsEditor
        key={cancels}
        definitions={definitions}
        disabled={blocked}
        onChange={(next) => editing.change('definitions', word.definitions, next)}
        confirmDelete={(onConfirm) =>
          confirm({
            title: 'Delete Definition',
            description:
              'Are you sure you want to delete this definition? This will also delete all its examples.',
            confirmLabel: 'Delete',
            onConfirm,
          })
        }
      />
    </EditorFrame>
  );
}

export function TranslationsTab({ word, editing, confirm }: EditorProps) {
  return (
    <EditorFrame
      title="Translations"
      headingId="translations-editor"
      {...frameProps(editing, 'translations', word.translations)}
      onSave={() =>
        void editing.save('translations', word.translations, (value: GlobalWord['translations']) => ({
          field: 'translations',
          body: { translations: value },
        }))
      }
    >
      <TranslationsEditor
        translations={editing.value('translations', word.translations)}
        disabled={false}
        onChange={(next) => editing.change('translations', word.translations, next)}
        confirmDelete={(language, onConfirm) =>
          confirm({
            title: 'Delete Language',
            description: `Are you sure you want to delete all ${language} translations?`,
            confirmLabel: 'Delete',
            onConfirm,
          })
        }
      />
    </EditorFrame>
  );
}

export function SynonymsTab({ word, editing }: EditorProps) {
  return (
    <EditorFrame
      title="Synonyms"
      headingId="synonyms-editor"
      {...frameProps(editing, 'synonyms', word.synonyms)}
      onSave={() =>
        void editing.save('synonyms', word.synonyms, (value: string[]) => ({
          field: 'synonyms',
          body: { synonyms: value },
        }))
      }
    >
      <StringListEditor
        items={editing.value('synonyms', word.synonyms)}
        onChange={(next) => editing.change('synonyms', word.synonyms, next)}
        noun="synonym"
        listLabel="Synonyms"
        emptyText="No synonyms yet."
        duplicateMessage={wordMessages.synonymExists}
        maxLength={WORD_SHORT_TEXT_MAX_LENGTH}
      />
    </EditorFrame>
  );
}

export function VariantsTab({ word, editing }: EditorProps) {
  return (
    <EditorFrame
      title="Variants"
      headingId="variants-editor"
      {...frameProps(editing, 'variants', word.variants)}
      onSave={() =>
        void editing.save('variants', word.variants, (value: string[]) => ({
          field: 'variants',
          body: { variants: value },
        }))
      }
    >
      <StringListEditor
        items={editing.value('variants', word.variants)}
        onChange={(next) => editing.change('variants', word.variants, next)}
        noun="variant"
        listLabel="Variants"
        emptyText="No variants yet."
        duplicateMessage={wordMessages.variantExists}
        maxLength={WORD_SHORT_TEXT_MAX_LENGTH}
      />
    </EditorFrame>
  );
}

export function ExamplesTab({ word, editing }: EditorProps) {
  const definitionsDirty = editing.dirty('definitions');
  return (
    <div className="space-y-4">
      {word.definitions.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          This word has no definitions; add one on the Definitions tab to give it examples.
        </p>
      )}
      {editing.lostExamples.map((lost) => (
        <LostWorkNotice key={lost.id} onDismiss={() => editing.dismissLostExamples(lost.id)}>
          <p>
            The definition “{definitionLabel(lost.definition)}” was deleted by someone else, so your unsaved
            examples of it could not be kept.
          </p>
          {lost.examples.length > 0 && (
            <>
              <p>Your examples were:</p>
              <ul className="list-disc pl-5">
                {lost.examples.map((example, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: read-only list
                  <li key={index}>{example}</li>
                ))}
              </ul>
            </>
          )}
        </LostWorkNotice>
      ))}
      {word.definitions.map((definition, index) => {
        const key = editing.examplesKey(index);
        return (
          <EditorFrame
            key={key}
            title={`${index + 1}. ${definitionLabel(definition)}`}
            headingId={`definition-examples-${index}`}
            {...frameProps(editing, key, definition.examples)}
            onSave={() =>
              void editing.save(key, definition.examples, (value: string[]) => ({
                field: 'definitionExamples',
                index,
                body: { examples: value },
              }))
            }
            blockedReason={
              definitionsDirty
                ? 'Save or cancel your changes on the Definitions tab before editing examples.'
                : undefined
            }
          >
            <StringListEditor
              items={editing.value(key, definition.examples)}
              onChange={(next) => editing.change(key, definition.examples, next)}
              noun="example"
              listLabel={`Examples of definition ${index + 1}`}
              emptyText="No examples yet."
              maxLength={WORD_TEXT_MAX_LENGTH}
              disabled={definitionsDirty}
            />
          </EditorFrame>
        );
      })}
      <EditorFrame
        title="General examples"
        headingId="word-examples"
        {...frameProps(editing, 'examples', word.examples)}
        onSave={() =>
          void editing.save('examples', word.examples, (value: string[]) => ({
            field: 'examples',
            body: { examples: value },
          }))
        }
      >
        <StringListEditor
          items={editing.value('examples', word.examples)}
          onChange={(next) => editing.change('examples', word.examples, next)}
          noun="general example"
          listLabel="General examples"
          emptyText="No general examples yet."
          maxLength={WORD_TEXT_MAX_LENGTH}
        />
      </EditorFrame>
    </div>
  );
}
