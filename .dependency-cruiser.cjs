/**
 * The layering of src/, checked by `npm run lint:deps` and in `npm test` (tests/architecture).
 * A folder may import only folders of a lower layer, and only through their index.ts; folders of
 * one layer do not import each other; and no file imports itself through a circle of value imports.
 * docs/ARCHITECTURE.md explains the rooms; this list is the rule.
 */
const LAYERS = [
  ['code', 'render'],
  ['world'],
  ['llm', 'bridge', 'schedule'],
  ['execution', 'goals', 'naming', 'preferences'],
  ['planning'],
  ['allocation'],
  ['session'],
  ['outcome'],
  ['report'],
  ['experiments', 'export', 'voice'],
  ['bank'],
  ['cli'],
];

const folder = (name) => `^src/${name}/`;
const upward = LAYERS.flatMap((layer, rank) => {
  const notBelow = LAYERS.slice(rank).flat();
  return layer.map((name) => ({
    name: `layer-${name}`,
    comment: `${name}/ may import only lower layers (${LAYERS.slice(0, rank).flat().join(', ') || 'the root files'})`,
    severity: 'error',
    from: { path: folder(name) },
    to: { path: `^src/(${notBelow.filter((other) => other !== name).join('|')})/` },
  }));
});

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'root-files-import-nothing-above',
      comment: 'the root files (errors, limits, jsonl, io) are the ground floor',
      severity: 'error',
      from: { path: '^src/[^/]+\\.ts$' },
      to: { path: '^src/[^/]+/' },
    },
    {
      name: 'through-the-index',
      comment: "another folder's files are reached through its index.ts",
      severity: 'error',
      from: { path: '^src/([^/]+)/' },
      to: { path: '^src/[^/]+/.+', pathNot: ['^src/$1/', '^src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment:
        'no import circle: each loop of the code has one owner that imports its steps, and the steps import none of it back ' +
        '(type-only imports are left out: they are erased and carry no order of evaluation)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'known-folders-only',
      comment: 'a new folder of src/ gets its place in LAYERS first',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/[^/]+/', pathNot: `^src/(${LAYERS.flat().join('|')})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
