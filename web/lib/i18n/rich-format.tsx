import { Fragment, type ReactNode } from 'react';

/**
 * `format` for sentences with markup inside: "The answer: {answer}" with the answer in <strong> and
 * its own lang and dir. Each language places the placeholder where its grammar wants it.
 */
export function richFormat(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/g).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed template never move
    return key !== undefined && key in values ? <Fragment key={index}>{values[key]}</Fragment> : part;
  });
}
