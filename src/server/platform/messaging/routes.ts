// The messaging plugin: owns the 'message.send' job handler, so every feature's enqueueMessage gets delivered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessageHandler } from './delivery.js';

export const messagingPlugin: FastifyPluginAsyncZod = async (app) => {
  registerMessageHandler(app);
};
