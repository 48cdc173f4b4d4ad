/** The plan bank's examples: their schema, the bank folder, and the nearest examples of a request. */
export { BANK_SCHEMA_VERSION, BankExample, EXAMPLE_SOURCES, ExampleSource, SPLITS, Split, TiedSubtask, bankExampleJsonSchema, canonicalJson, exampleId, exampleKey, normalRequest } from './example-schema.js';
export { BANK_SCENES_DIR, BankManifest, EXAMPLES_FILE, MANIFEST_FILE, bankExists, contentHash, examplesText, readBank, writeBank, type Bank } from './bank-file.js';
export { ExampleIndex, typeWords, type ExampleQuery } from './retrieve.js';
export { kindWords, type KindWords } from './kind-words.js';
export { formatExamples } from './format-examples.js';
