/** The repository module's surface for other modules: repository visibility and membership conditions. */
export { assertReposVisible } from './access.js';
export { inRepositories } from './queries.js';
