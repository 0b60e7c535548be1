// The admin feature's public face: the dashboard's figures (the demo seed's test reads them).
export { getDashboard } from './overview-service.js';
