/**
 * A LIKE pattern for "contains `text`", with LIKE's wildcards escaped so that a search for "50%" or
 * "a_b" means those characters. Every list that searches by substring (users, dictionary words,
 * subscriptions) builds its pattern here.
 */
export function likeContains(text: string) {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
