// Registers this feature's reply handlers with the messaging platform: hire answers by reply and the commands.
// Other features add theirs the same way (app.ctx.replies.register), e.g. a safety check-in's "are you safe?".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  helpHandler,
  languageHandler,
  notUnderstoodHandler,
  statusHandler,
  stopStartHandler,
} from './commands.js';
import { hireReplyHandler } from './hire-replies.js';
import { jobReplyHandler } from './job-replies.js';

export const replyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, replies } = app.ctx;
  replies.register(hireReplyHandler(config.publicUrl));
  replies.register(stopStartHandler);
  replies.register(helpHandler);
  replies.register(jobReplyHandler(database, config.publicUrl));
  replies.register(statusHandler(config.publicUrl));
  replies.register(languageHandler(config.publicUrl));
  replies.register(notUnderstoodHandler);
};
