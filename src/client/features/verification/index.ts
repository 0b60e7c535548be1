// The verification feature's public face: the worker's documents, their cards and the status card.
export { latestOfType, useMyDocuments } from './api.js';
export { DocumentCard } from './document-card.js';
export { VerificationStatusCard } from './verification-status-card.js';
