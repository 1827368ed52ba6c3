// Turns the literal types of the English tables into plain strings, so the Hebrew tables must have
// exactly the same keys and shapes but may (of course) hold different text.
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
