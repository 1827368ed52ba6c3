// Free of any message table: learner features format their own messages with it.
/** Fills `{name}` placeholders. */
export function format(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}
