// The trust feature's public face (issue 20): what a worker sees of an employer on a hire request, the actions
// beside an accepted hire (check in, rate), the employer profile, the check-in page and the blocked people card;
// the trusted contact's calls for the account page.

export { useSaveTrustedContact, useTrustedContact } from './api.js';
export { BlockWorkerButton } from './block-worker-button.js';
export { BlockedPeopleCard } from './blocked-people-card.js';
export { CheckInView } from './check-in-view.js';
export { EmployerFacts } from './employer-facts.js';
export { EmployerProfileView } from './employer-profile-view.js';
export { HireTrustActions } from './hire-trust-actions.js';
