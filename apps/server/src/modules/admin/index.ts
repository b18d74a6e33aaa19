/** The admin module's surface for other modules: companies (reference data) created on a user's or an import's behalf. */
export { companyIdsCreating, insertCompany } from './companies.js';
