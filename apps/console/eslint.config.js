import { fileURLToPath } from 'node:url';
import rootConfig from '../../eslint.config.js';

/**
 * ESLint looks up the config nearest to each file, so this one stands in for the root config in
 * apps/console: the root's entries, still resolved from the repository root, plus the ignore of
 * the declaration output that `tsc -b` writes for the project reference.
 */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export default [
  ...rootConfig.map((config) => ({ ...config, basePath: repositoryRoot })),
  { ignores: ['dist-types/**'] },
];
