/** A type and what it is made from (BreadSliced → Bread, EggCracked → Egg): the thing a goal about either is about. */
export const typeFamily = (type: string): string => type.replace(/(Sliced|Cracked)$/, '');
