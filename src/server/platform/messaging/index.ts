// Outgoing and incoming SMS and WhatsApp, the public face: features queue a message inside their transaction
// through one of two doors (notifyUser for a person with an account, notifyPhone for a number), written with the
// texts kept here; the job (jobs.ts) delivers it through the configured provider under the rules of policy.ts (STOP,
// preferences, quiet hours, the WhatsApp session); the plugin receives Twilio's webhooks; features that act on a
// reply register a handler (replies.ts); one-time codes may ask for delivery at once. Nothing outside this folder
// queues a message any other way: enqueueMessage is not exported.
export { type ContactState, getContact, setOptedOut } from './contacts.js';
export {
  type DeliveryDeps,
  type DeliveryOutcome,
  deliverNow,
  sendOnce,
} from './delivery.js';
export { receiveInbound } from './inbound.js';
export { messagingJobs } from './jobs.js';
export { HIRE_ANSWERABLE_KINDS, type MessageKind } from './kinds.js';
export {
  AREA_FALLBACK,
  messageDate,
  NOTIFICATION_TEXTS,
  type NotificationText,
  tierName,
} from './notification-texts.js';
export { type Notification, notifyPhone, notifyUser, type PhoneMessage } from './notify.js';
export { type OutgoingMessage, SEND_MESSAGE_JOB } from './outbox.js';
export { exportMessagingData, forgetNumber, purgeOldMessages } from './personal-data.js';
export { expectedChannel } from './policy.js';
export {
  getPreferences,
  type NotificationPreferences,
  savePreferences,
} from './preferences.js';
export {
  nextSendTime,
  type QuietHours,
  southAfricanDay,
} from './quiet-hours.js';
export {
  type InboundReply,
  type ReplyAnswer,
  type ReplyHandler,
  ReplyRegistry,
  replyKey,
} from './replies.js';
export { EMPTY_TWIML, messagingPlugin } from './routes.js';
export { refsSentTo } from './sent.js';
export { twilioSignature, webhookToken } from './signature.js';
export { addressSlot, areaSlot, NAME_FALLBACKS, nameSlot, SMS_TEXTS, titleSlot } from './sms-texts.js';
export { templateLookup } from './templates.js';
