/** A TEACh task (or one instance of it) that our goal vocabulary cannot say, with the reason in words. */
export class Untranslatable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'Untranslatable';
  }
}
