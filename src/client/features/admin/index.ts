// The admin feature's public face: the pending verification documents and their review.
export { usePendingDocuments } from './api.js';
export { PendingDocuments } from './pending-documents.js';
