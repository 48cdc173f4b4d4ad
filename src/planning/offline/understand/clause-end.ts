/**
 * Where a word ends its clause, for the rewrites that read a last word ("put the kettle on", "why is
 * the light on"): the end, a mark, or a word that starts what follows ("and", "then", "please",
 * "for", "when", "again"). As a regular expression's lookahead, to follow that word.
 */

const FOLLOWING = ['and', 'then', 'please', 'for', 'now', 'again', 'all', 'still', 'when', 'while', 'if', 'because', 'overnight', 'tonight', 'every'];

/** A lookahead (regular expression source) that holds where the clause ends. */
export const CLAUSE_ENDS = `(?=\\s*(?:$|[,.;!?]|\\b(?:${FOLLOWING.join('|')})\\b))`;
