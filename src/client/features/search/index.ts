// The search feature's public face: the Find Workers screen (the page adds the Hire buttons).
export { FindWorkersView } from './find-workers-view.js';
