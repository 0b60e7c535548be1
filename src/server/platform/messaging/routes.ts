// The messaging plugin: owns the 'message.send' job handler, so every feature's enqueueMessage gets delivered.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMessageHandler } from './delivery.js';

export const messagingPlugin: FastifyPluginAsyncZod = async (app) => {
  const { jobs, database, messaging, config } = app.ctx;
  registerMessageHandler(jobs, { database, messaging, config, log: app.log });
};
