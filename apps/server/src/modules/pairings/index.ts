/** The pairings module's surface for other modules: a stored mail counts as a brand's last contact. */
export { recordMailContact } from './lastContact.js';
