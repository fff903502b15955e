import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiText } from '@/common/i18n/api/index.ts';
import { mayUse, type TAccess, type TRoutePermission } from '@/common/staff-roles.ts';
import { AppError } from '@/server/lib/app-error.ts';
import { signedIn } from '@/server/modules/auth/signed-in.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The staff permission a back-office route needs (src/common/staff-roles.ts), declared where the route
     * is defined; the hook below is the one place it is enforced, and OpenAPI shows it as `x-permission`.
     */
    permission?: TRoutePermission;
    /**
     * Even reading needs the permission granted: the read-only roles' view of every page stops here (a
     * document that names people, such as a scanned customs declaration).
     */
    isGrantedOnly?: boolean;
  }
}

const readMethods = new Set(['GET', 'HEAD']);

/** Whether a route is used to read or to change, as the roles see it. */
export const accessOf = (method: string, isGrantedOnly = false): TAccess =>
  readMethods.has(method) && !isGrantedOnly ? 'read' : 'write';

/** Back-office routes: every one must declare a permission, and a route that does not is refused to all. */
export const isStaffUrl = (url: string | undefined) => url?.startsWith('/api/admin') === true;

const t = apiText.auth;

const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/** The roles of a signed-in person who is staff, past the second factor where staff must use one. */
const staffRoles = (request: FastifyRequest, staffSecondFactor: boolean) => {
  const roles = signedIn(request).user.roles;
  if (roles.length === 0) throw forbidden(t.staffOnly);
  // A session started while the second factor was not required does not carry staff past it once it is.
  if (staffSecondFactor && !request.session?.secondFactorAt)
    throw new AppError('SECOND_FACTOR_REQUIRED', t.staffSecondFactorFirst);
  return roles;
};

/** Guards every route that declares a permission, and every staff route, after the session is known. */
export const permissionsPlugin = fp(
  async (app: FastifyInstance) => {
    const guard = async (request: FastifyRequest) => {
      const { url, config } = request.routeOptions;
      const needed = config?.permission;
      if (!needed && !isStaffUrl(url)) return;
      await app.requireUser(request);
      const roles = staffRoles(request, app.staffSecondFactor);
      // Fails closed: a staff route someone forgot to declare answers no one (the authorisation test fails).
      if (!needed) throw forbidden(t.noPermissionDeclared);
      const access = accessOf(request.method, config?.isGrantedOnly);
      if (!mayUse(roles, needed, access))
        throw forbidden(readMethods.has(request.method) ? t.rolesCannotRead : t.rolesCannotWrite);
    };
    app.addHook('onRequest', guard);
  },
  { name: 'permissions', dependencies: ['session'] },
);
