// The developer phone (outside production): each number's messages as a chat, and a reply sent as that number
// through the same signed webhook Twilio would call. The page at /dev/phone and the routes share these shapes.
import * as z from 'zod';

const devPhoneChannelSchema = z.enum(['whatsapp', 'sms']);

export const devConversationSchema = z.object({
  phoneNumber: z.string(),
  /** The account's name (a worker's full name first), when the number has one. */
  name: z.string().nullable(),
  lastAt: z.string(),
  lastText: z.string(),
});

export const devConversationsSchema = z.object({ conversations: z.array(devConversationSchema) });
export type DevConversation = z.infer<typeof devConversationSchema>;
export type DevConversations = z.infer<typeof devConversationsSchema>;

export const devChatMessageSchema = z.object({
  id: z.string(),
  /** 'out': we sent it (the outbox); 'in': the phone sent it (a reply). */
  direction: z.enum(['in', 'out']),
  channel: devPhoneChannelSchema,
  body: z.string(),
  buttons: z.array(z.object({ title: z.string(), payload: z.string() })),
  createdAt: z.string(),
});
export type DevChatMessage = z.infer<typeof devChatMessageSchema>;

export const devChatSchema = z.object({
  phoneNumber: z.string(),
  name: z.string().nullable(),
  messages: z.array(devChatMessageSchema),
});
export type DevChat = z.infer<typeof devChatSchema>;

export const devPhoneParamsSchema = z.object({ phoneNumber: z.string().regex(/^\+\d{6,15}$/) });

export const devReplySchema = z
  .object({
    body: z.string().trim().max(320).default(''),
    channel: devPhoneChannelSchema.default('whatsapp'),
    /** A tapped quick reply's payload ('1 A7'). */
    buttonPayload: z.string().max(64).optional(),
  })
  .refine((r) => r.body !== '' || r.buttonPayload, { message: 'Type a reply', path: ['body'] });
export type DevReply = z.input<typeof devReplySchema>;

export const devReplyAnswerSchema = z.object({ status: z.number().int(), messageSid: z.string() });
