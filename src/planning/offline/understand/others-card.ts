/**
 * Another person's card taken to pay with (issue 38): "the guest is asleep, take his credit card
 * out of the drawer, I'll pay for the takeaway with it", "grab my flatmate's card, I'm ordering
 * pizza". A payment card (the catalogue's CreditCard) said as someone else's (his, her, their, or a
 * person's) in a clause, and paying, buying or ordering said in the request: using a card without
 * its owner's say, which the reader refuses as uses.yaml `beyond.others-card`. Not the person's own
 * card ("my card"), nor one handed back to its owner ("give dad his card back": no paying said).
 */

/** Whose a thing is when it is someone else's: a possessive pronoun, or a person (with or without "'s", as spoken text leaves it). */
const OWNERS: ReadonlySet<string> = new Set(['his', 'her', 'their', 'guest', 'guests', 'flatmate', 'flatmates', 'roommate', 'roommates', 'housemate', 'housemates',
  'sister', 'sisters', 'brother', 'brothers', 'neighbour', 'neighbours', 'neighbor', 'neighbors', 'friend', 'friends', 'visitor', 'visitors', 'lodger', 'lodgers',
  // Whose home a guest stays in ("the host's bank card is in the drawer"): a holiday let's host or owner, a landlord.
  'host', 'hosts', 'landlord', 'landlords', 'landlady', 'landladies', 'owner', 'owners']);
/**
 * Words of paying with a card. Australian and New Zealand "shout" is to pay for ("I'm shouting myself
 * takeaway", "my shout"), and a takeaway is bought.
 */
const PAYING: ReadonlySet<string> = new Set(['pay', 'paying', 'paid', 'buy', 'buying', 'order', 'ordering', 'spend', 'spending', 'purchase', 'checkout', 'shopping',
  'shout', 'shouting', 'takeaway', 'takeaways', 'takeout',
  // Going out to buy with it ("I'll pop to the shops with it").
  'shops', 'shop',
  // Paying for a service booked or hired with it ("grab her card so I can book the moving van", "hire a van").
  'booking', 'hire', 'hiring', 'rent', 'renting']);

/** "Book" as paying for something ("so I can book the moving van"), not the thing read: the verb before a determiner. */
const BOOKING_DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'us', 'me', 'some', 'tickets', 'flights', 'taxi', 'cab']);

/** Whether the request says paying for something with it. */
export function saysPaying(request: readonly string[]): boolean {
  return request.some((w, i) => PAYING.has(w) || (w === 'book' && i + 1 < request.length && BOOKING_DETERMINERS.has(request[i + 1]!) && ['to', 'can', 'could', 'will', 'i', 'we', 'and'].includes(request[i - 1] ?? '')));
}

/** Someone told of as not to know: "he will not know", "she'll never notice", "they won't find out". */
const UNAWARE_OF: ReadonlySet<string> = new Set(['know', 'notice', 'find', 'realise', 'realize', 'miss']);
const THIRD_PERSONS: ReadonlySet<string> = new Set(['he', 'she', 'they', 'him', 'her', 'them']);

/**
 * Whether the request says the deed is done behind someone's back (issue 38: "my boyfriend is
 * sleeping, take his card from the drawer, he will not know"): a third person who will not know,
 * notice or find out, "behind his back", "without her knowing". Taking another's card so is no
 * less the owner's say than paying with it.
 */
export function saysBehindBack(request: readonly string[]): boolean {
  const text = ` ${request.join(' ').replace(/[.,!?;]/g, ' ').replace(/\s+/g, ' ')} `;
  if (/ behind (his|her|their) backs? /.test(text) || / without (him|her|them) (knowing|noticing|seeing) /.test(text)) return true;
  return request.some((w, i) => {
    if (!UNAWARE_OF.has(w)) return false;
    const before = request.slice(Math.max(0, i - 4), i);
    const denied = before.some((b) => ['not', 'never', "won't", 'wont', "don't", 'dont', "doesn't", 'doesnt', "wouldn't", 'wouldnt'].includes(b));
    return denied && before.some((b) => THIRD_PERSONS.has(b.replace(/'ll$/, '')));
  });
}

/** The owner's word and the card's words, or undefined. `cardAt`: how many words name a payment card at `at` (0: none). */
export function othersCard(clause: readonly string[], request: readonly string[], cardAt: (clause: readonly string[], at: number) => number): string | undefined {
  if (!saysPaying(request) && !saysBehindBack(request)) return undefined;
  for (let at = 1; at < clause.length; at++) {
    const length = cardAt(clause, at);
    if (length === 0) continue;
    const owner = clause[at - 1]!.replace(/'s$/, '');
    if (OWNERS.has(owner)) return clause.slice(at - 1, at + length).join(' ');
    // "the host's bank card": a person's "'s" spelt out as "is" where the reader knows the word as no thing ("the host is bank card").
    if (owner === 'is' && at >= 2 && OWNERS.has(clause[at - 2]!)) return `${clause[at - 2]!}'s ${clause.slice(at, at + length).join(' ')}`;
  }
  return undefined;
}
