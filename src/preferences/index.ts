/** Lasting preferences: the per-person store, reading words as rules, and which statements apply where. */
export { PreferencesFile, Preference, PreferenceRule, PreferenceScope, PreferenceSource, personNameSchema, statementTrouble, PREFERENCE_TEXT_CHARS } from './schema.js';
export { configDir, personName, preferencesPath } from './location.js';
export { readStore, writeStore, updateStore, addPreference, removePreference, parseStoreText, storeText, type PreferenceStore, type NewPreference } from './store.js';
export { applicable, describePreference, describeRule, describeScope } from './applicable.js';
export { LOCK_WAIT_MS, type LockOptions } from './store-lock.js';
export { preferenceAccess, type PreferenceAccess } from './access.js';
export { readRule, soundsLasting, typesNamed } from './understand.js';
