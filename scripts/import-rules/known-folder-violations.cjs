// `depcruise --ignore-known` ignores the known violations of module rules only: dependency-cruiser
// 17 never softens a folder-scope one (src/analyze/soften-known-violations.mjs, "TODO: folder
// level violations"), so a baselined folder cycle would still fail `npm run lint`. Under that flag
// this file does it instead: each folder pair of the baseline (.dependency-cruiser-known-
// violations.json) is left out of the folder rule, and nothing else is. Without the flag (a
// baseline run, the rule tests) the rule is unchanged.
const fs = require('node:fs');
const path = require('node:path');

const baselineFile = path.join(__dirname, '../../.dependency-cruiser-known-violations.json');

/** A path regex matching exactly the given folder names. */
const exactly = (names) =>
  `^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`)).join('|')})$`;

/**
 * The folder rule, split so that the baseline's known (from, to) folder pairs pass; `argv` and
 * `file` are the command line and the baseline (the tests pass their own).
 */
exports.withKnownFolderViolations = (rule, { argv = process.argv, file = baselineFile } = {}) => {
  if (!argv.includes('--ignore-known') || !fs.existsSync(file)) return [rule];
  const known = new Map();
  for (const v of JSON.parse(fs.readFileSync(file, 'utf8')))
    if (v.rule.name === rule.name) known.set(v.from, [...(known.get(v.from) ?? []), v.to]);
  if (!known.size) return [rule];
  return [
    { ...rule, from: { ...rule.from, pathNot: exactly([...known.keys()]) } },
    ...[...known].map(([from, to]) => ({
      ...rule,
      from: { ...rule.from, path: exactly([from]) },
      to: { ...rule.to, pathNot: exactly(to) },
    })),
  ];
};
