/** The repository module's surface for other modules: repository visibility and membership conditions. */
export { assertReposVisible, inRepositories } from './access.js';
