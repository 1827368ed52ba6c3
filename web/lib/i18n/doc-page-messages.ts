// The shape of a text page (about, support, user guide, privacy, terms) in any language.
export type DocSection = {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
};

export type DocPageMessages = {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly intro: string;
  readonly updated?: string;
  readonly sections: readonly DocSection[];
};
