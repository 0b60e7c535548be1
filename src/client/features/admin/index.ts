// The admin feature's public face: the console (every section behind /admin) for its page.
export { AdminConsole } from './admin-console.js';
