// Outgoing and incoming SMS and WhatsApp, the public face: features enqueue a message inside their transaction; the
// plugin delivers it through the configured provider under the rules of policy.ts (STOP, preferences, quiet hours,
// the WhatsApp session), and receives Twilio's webhooks; features that act on a reply register a handler
// (replies.ts); one-time codes may ask for delivery at once.
export { type ContactState, getContact, setOptedOut, WHATSAPP_SESSION_MS } from './contacts.js';
export {
  type DeliveryDeps,
  type DeliveryOutcome,
  deliverNow,
  registerMessageHandler,
  sendOnce,
} from './delivery.js';
export { parseAddress, receiveInbound } from './inbound.js';
export { MESSAGE_KINDS, type MessageKind, templateVariablesFor } from './kinds.js';
export { type Notification, notifyUser } from './notify.js';
export {
  type EnqueueMessageOptions,
  enqueueMessage,
  type OutgoingMessage,
  SEND_MESSAGE_JOB,
} from './outbox.js';
export { exportMessagingData, forgetNumber, purgeOldMessages } from './personal-data.js';
export {
  DEFAULT_PREFERENCES,
  getPreferences,
  type NotificationPreferences,
  savePreferences,
} from './preferences.js';
export {
  DEFAULT_QUIET_HOURS,
  isQuietTime,
  nextSendTime,
  type QuietHours,
  southAfricanDay,
} from './quiet-hours.js';
export { type InboundReply, type ReplyAnswer, type ReplyHandler, ReplyRegistry } from './replies.js';
export { EMPTY_TWIML, messagingPlugin } from './routes.js';
export { refsSentTo } from './sent.js';
export { isValidTwilioSignature, twilioSignature, webhookToken } from './signature.js';
