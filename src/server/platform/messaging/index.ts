// Outgoing SMS and WhatsApp, the public face: features enqueue a message inside their transaction; the plugin
// delivers it through the configured provider; one-time codes may ask for delivery at once.
export { type DeliveryOutcome, deliverNow, registerMessageHandler } from './delivery.js';
export { enqueueMessage, type OutgoingMessage, SEND_MESSAGE_JOB } from './outbox.js';
export { messagingPlugin } from './routes.js';
