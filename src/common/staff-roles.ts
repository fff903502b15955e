/**
 * Staff roles and what each may do (docs/architecture.md, "The back office"): the one place the server's route
 * guard and the back office's menus and buttons both read, so they cannot disagree.
 *
 * A route declares the permission it needs; a role grants permissions. Reading (GET) is also open to
 * `consulta`, who may see every back-office page and change nothing.
 */
export const staffRoles = [
  'administracion',
  'subastas',
  'inscripciones',
  'contabilidad',
  'almacen',
  'consulta',
] as const;
export type TStaffRole = (typeof staffRoles)[number];

export const staffPermissions = [
  /** People's accounts: edit, ban, deactivate, delete. */
  'usuarios',
  /** Who has which staff role. */
  'roles',
  /** Site settings (the bank account included) and information pages. */
  'configuracion',
  /** Auctions, lots, media, bids, awards, direct sales and offers. */
  'subastas',
  /** Subscriptions and the deposits received with them. */
  'inscripciones',
  /** Settlements, invoices, payments, refunds, bank statements, reports and exports. */
  'contabilidad',
  /** Pick-up slots and handing lots over. */
  'almacen',
  /** The audit log: who changed what, for administración alone. */
  'auditoria',
] as const;
export type TStaffPermission = (typeof staffPermissions)[number];

/** What a route needs: one permission, or any of several (a page two teams both use). */
export type TRoutePermission = TStaffPermission | readonly TStaffPermission[];

export const permissionsByRole: Record<TStaffRole, readonly TStaffPermission[]> = {
  administracion: staffPermissions,
  subastas: ['subastas'],
  inscripciones: ['inscripciones'],
  contabilidad: ['contabilidad'],
  almacen: ['almacen'],
  consulta: [],
};

/** Roles that see every back-office page without being granted its permission… */
const readsEverything: readonly TStaffRole[] = ['administracion', 'consulta'];
/** …but these: the audit log names people and what they did. */
const notForReaders: readonly TStaffPermission[] = ['auditoria'];

export type TAccess = 'read' | 'write';

/** Whether someone with these roles may use a route that needs `needed`, to read or to write. */
export const mayUse = (roles: readonly TStaffRole[], needed: TRoutePermission, access: TAccess) => {
  const anyOf: readonly TStaffPermission[] = typeof needed === 'string' ? [needed] : needed;
  if (
    access === 'read' &&
    roles.some((role) => readsEverything.includes(role)) &&
    anyOf.some((permission) => !notForReaders.includes(permission))
  )
    return true;
  return roles.some((role) => permissionsByRole[role].some((granted) => anyOf.includes(granted)));
};

/** Shorthand for the back office: may these roles change what `needed` guards? */
export const mayWrite = (roles: readonly TStaffRole[], needed: TRoutePermission) =>
  mayUse(roles, needed, 'write');

/** A member of staff is anyone with a role; `isAdmin` in the API answers means exactly that. */
export const isStaff = (roles: readonly TStaffRole[]) => roles.length > 0;
