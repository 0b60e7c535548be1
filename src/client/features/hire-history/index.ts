// The hire history feature's public face: its page content (issue 18).
export { HireHistoryView } from './hire-history-view.js';
