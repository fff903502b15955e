import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TRoutePermission } from '@/common/staff-roles.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its method, URL and config; the authorisation matrix test walks it. */
    registeredRoutes: {
      method: string;
      url: string;
      isPublic: boolean;
      isSignedByGateway: boolean;
      /** The staff permission the route declares (plugins/permissions.ts), if any. */
      permission: TRoutePermission | null;
      /** Reading it needs the permission granted (plugins/permissions.ts). */
      isGrantedOnly: boolean;
      /** The statuses whose answers are serialised through a declared schema. */
      responseStatuses: string[];
    }[];
  }
}

/** Lists every route as it is added, for the tests that walk the whole API (authorisation, contract). */
export const routeListPlugin = fp(
  async (app: FastifyInstance) => {
    const registeredRoutes: FastifyInstance['registeredRoutes'] = [];
    app.decorate('registeredRoutes', registeredRoutes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        registeredRoutes.push({
          method,
          url: route.url,
          isPublic: route.config?.public === true,
          isSignedByGateway: route.config?.isSignedByGateway === true,
          permission: route.config?.permission ?? null,
          isGrantedOnly: route.config?.isGrantedOnly === true,
          responseStatuses: Object.keys((route.schema?.response as object | undefined) ?? {}),
        });
      }
    });
  },
  { name: 'route-list' },
);
