import type { StartSessionInput } from '../api/start-session';

// The study screen's URL: /dashboard/study?scope=due|new|set&set=<id>&method=…&dir=recall|recognise.
// Links from other screens (Start on the home page, Study on a set) fill it in; a URL without a
// complete choice shows the chooser.
export const urlScopes = ['due', 'new', 'set'] as const;
export type UrlScope = (typeof urlScopes)[number];

export type StudyChoice = {
  scope: UrlScope;
  setId: string | null;
  method: 'flashcards' | 'multipleChoice' | 'typing';
  direction: 'recall' | 'recognise';
};

const methods = ['flashcards', 'multipleChoice', 'typing'] as const;
const directions = ['recall', 'recognise'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The choice the URL makes, or null when it makes none (or half of one). */
export function choiceFromUrl(params: URLSearchParams): StudyChoice | null {
  const scope = oneOf(urlScopes, params.get('scope'));
  const method = oneOf(methods, params.get('method'));
  const setId = params.get('set');
  if (!scope || !method || (scope === 'set' && !setId)) return null;
  return {
    scope,
    setId: scope === 'set' ? setId : null,
    method,
    direction: oneOf(directions, params.get('dir')) ?? 'recall',
  };
}

export function sessionBodyOf(choice: StudyChoice): StartSessionInput {
  return {
    scope: choice.scope === 'set' ? 'studySet' : choice.scope,
    ...(choice.scope === 'set' && choice.setId ? { studySetId: choice.setId } : {}),
    method: choice.method,
    direction: choice.direction,
  };
}
