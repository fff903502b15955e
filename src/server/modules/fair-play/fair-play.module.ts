import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fairPlayAdminRoutes } from './fair-play.admin.routes.ts';

/** Fair play in the back office: consignors' people, accounts to review, premium waivers (docs/fair-play.md). */
export const fairPlayModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(fairPlayAdminRoutes);
};
