import type { z } from 'zod';
import { format } from '~/web/lib/i18n/format';
import type { WordsMessages } from '../i18n/en';

type Issue = z.core.$ZodIssue;

/**
 * One of the core schema's refusals (core/words/my-word.ts) in the page's language. Read from the
 * issue's rule and path, not its English text; a limit is the issue's own (`maximum`), so the message
 * says the number the schema holds to.
 */
export function ruleMessage(issue: Issue, t: WordsMessages): string {
  const rules = t.custom.rules;
  const [first, , second] = issue.path.map(String);
  const max = issue.code === 'too_big' ? { max: Number(issue.maximum) } : null;
  const tooShort = issue.code === 'too_small';
  switch (first) {
    case 'value':
      if (max) return format(rules.wordTooLong, max);
      if (tooShort) return t.custom.known.wordRequired;
      break;
    case 'definitions':
      if (issue.code === 'custom') return t.custom.known.needsMeaning;
      if (second === 'examples' && max) return format(rules.exampleTooLong, max);
      if (second === 'definition' && max) return format(rules.definitionTooLong, max);
      // The form sends a definition whenever there is an example: an empty one means only an example.
      if (second === 'definition' && tooShort) return rules.definitionRequired;
      break;
    case 'translations':
      if (max) return format(rules.translationTooLong, max);
      break;
    case 'tags':
      // A path of ["tags"] is the list (how many), ["tags", i] one tag (how long).
      if (max) return format(issue.path.length === 1 ? rules.tooManyTags : rules.tagTooLong, max);
      if (tooShort) return rules.tagEmpty;
      break;
  }
  return rules.invalid;
}
