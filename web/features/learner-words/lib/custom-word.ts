import { addWordBodySchema } from '~/core/words/my-word';
import type { AddWordInput } from '../api/add-word';
import type { WordsMessages } from '../i18n/en';
import { wordsEn } from '../i18n/en';
import { ruleMessage } from './custom-word-rules';

// The custom word form: its fields, the body the API takes (empty optional fields left out), and
// the API's own validation messages (the same core schema, checked here first and on the server)
// put next to the field they are about.

export type CustomWordFields = {
  value: string;
  languageCode: string;
  partOfSpeech: string;
  definition: string;
  example: string;
  translation: string;
  translationLanguage: string;
  tags: string;
};

export type CustomWordField = keyof CustomWordFields;
export type FieldErrors = Partial<Record<CustomWordField | 'form', string>>;

export function customWordBody(fields: CustomWordFields): AddWordInput {
  const definition = fields.definition.trim();
  const example = fields.example.trim();
  const translation = fields.translation.trim();
  const tags = fields.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    custom: true,
    value: fields.value,
    languageCode: fields.languageCode as AddWordInput['languageCode'],
    ...(definition || example
      ? {
          definitions: [
            { partOfSpeech: fields.partOfSpeech, definition, examples: example ? [example] : [] },
          ],
        }
      : {}),
    ...(translation ? { translations: { [fields.translationLanguage]: [translation] } } : {}),
    ...(tags.length ? { tags } : {}),
  };
}

/** The form field an API path ("definitions.0.examples.0", "translations.fr") is about. */
export function fieldOfPath(path: readonly PropertyKey[]): CustomWordField | 'form' {
  const [first, , second] = path.map(String);
  switch (first) {
    case 'value':
      return 'value';
    case 'languageCode':
      return 'languageCode';
    case 'definitions':
      return second === 'examples' ? 'example' : second === 'partOfSpeech' ? 'partOfSpeech' : 'definition';
    case 'translations':
      return 'translation';
    case 'tags':
      return 'tags';
    default:
      return 'form';
  }
}

/**
 * The schema's refusals by field (the first for each), in the page's language, or null when the body
 * is valid.
 */
export function validateCustomWord(body: AddWordInput, t: WordsMessages): FieldErrors | null {
  const result = addWordBodySchema.safeParse(body);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path);
    errors[field] ??= ruleMessage(issue, t);
  }
  return errors;
}

/**
 * A 400 from the server reads "path: message" (server/http/openapi-kit.ts): the message goes to
 * its field; anything else to the form.
 */
export function serverFieldError(message: string): FieldErrors {
  const match = /^([\w.]+): (.+)$/s.exec(message);
  if (!match) return { form: message };
  return { [fieldOfPath(match[1]!.split('.'))]: match[2] };
}

/**
 * A server refusal's commonest messages in the page's language; any other as the API wrote it (the
 * form checks the same schema first, in the page's language, so the server seldom refuses).
 */
export function inLanguage(errors: FieldErrors, t: WordsMessages): FieldErrors {
  const known = Object.entries(wordsEn.custom.known) as [keyof WordsMessages['custom']['known'], string][];
  const translate = (message: string) => {
    const found = known.find(([, english]) => english === message);
    return found ? t.custom.known[found[0]] : message;
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translate(message)]),
  ) as FieldErrors;
}
