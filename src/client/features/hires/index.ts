// The hiring feature's public face: the Hire button, the employer's status bar and hire list, the worker's
// pending requests.
export { HireButton } from './hire-button.js';
export { HireStatusBar } from './hire-status-bar.js';
export { MyHires } from './my-hires.js';
export { PendingHires } from './pending-hires.js';
