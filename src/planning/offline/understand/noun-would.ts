/**
 * "an egg'd set me up", "a brew'd be lovely", "a cuppa'd go down well": a thing's name with "'d"
 * is that name and "would", the wish said of it (British and Irish speech). Only after a word that
 * names a thing ("I'd", "we'd" are contractions of speech.yaml). "'d" for "had" after a thing ("the
 * milk'd gone off") is rarer in a request and is read as "would" too.
 */
export function nounWould(word: string, isNoun: (word: string) => boolean): string | undefined {
  const thing = /^([a-z]+)'d$/.exec(word)?.[1];
  return thing !== undefined && isNoun(thing) ? `${thing} would` : undefined;
}
