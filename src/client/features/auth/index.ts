// The auth feature's public face for other features: the signed-in user and the guards for protected pages.
export * from './require-auth.js';
export * from './use-auth.js';
