import { Burger, Collapse, NavLink, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import type { TRoutePermission } from '@/common/staff-roles.ts';
import { messages } from '@/web/i18n/messages.ts';
import { useStaffAccess } from './use-staff-access.ts';

const t = messages.admin.layout;

/** Each section with what its page reads (the same permissions its API routes declare). */
// Each names its label, read at render so that it follows the staff member's language.
const sections: { to: string; name: keyof typeof t.sections; end?: boolean; needs?: TRoutePermission }[] = [
  { to: '/admin', name: 'dashboard', end: true },
  { to: '/admin/inscripciones', name: 'subscriptions', needs: 'inscripciones' },
  {
    to: '/admin/subastas',
    name: 'auctions',
    needs: ['subastas', 'inscripciones', 'contabilidad', 'almacen'],
  },
  { to: '/admin/usuarios', name: 'users', needs: ['usuarios', 'inscripciones', 'contabilidad'] },
  { to: '/admin/usuarios/revision', name: 'accountReviews', needs: ['usuarios', 'inscripciones'] },
  { to: '/admin/liquidaciones', name: 'settlements', needs: 'subastas' },
  { to: '/admin/facturas', name: 'invoices', needs: 'contabilidad' },
  { to: '/admin/cobros', name: 'payments', needs: 'contabilidad' },
  { to: '/admin/depositos', name: 'deposits', needs: ['inscripciones', 'contabilidad'] },
  { to: '/admin/desistimientos', name: 'withdrawals', needs: ['contabilidad', 'subastas'] },
  { to: '/admin/informes', name: 'reports', needs: 'contabilidad' },
  { to: '/admin/retiradas', name: 'collections', needs: 'almacen' },
  { to: '/admin/paginas', name: 'pages', needs: 'configuracion' },
  { to: '/admin/configuracion', name: 'config', needs: 'configuracion' },
  { to: '/admin/aprobaciones', name: 'approvals', needs: 'contabilidad' },
  { to: '/admin/auditoria', name: 'audit', needs: 'auditoria' },
];

/** Other helpers add their sections here (informes, aprobaciones…): one list, one place. */
export type TAdminSection = (typeof sections)[number];

const isCurrent = (pathname: string, section: TAdminSection) =>
  section.end ? pathname === section.to : pathname === section.to || pathname.startsWith(`${section.to}/`);

/**
 * The back office's side navigation: always shown on a desk screen, behind a menu button on a small one.
 * The current section is marked for sight (highlight) and for screen readers (aria-current).
 */
export const AdminNav = () => {
  const { pathname } = useLocation();
  const { mayRead } = useStaffAccess();
  const isNarrow = useMediaQuery('(max-width: 62em)', false);
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = (
    <Stack gap={2} component="nav" aria-label={t.sectionsLabel} id="admin-sections">
      {sections
        .filter((section) => !section.needs || mayRead(section.needs))
        .map((section) => (
          <NavLink
            key={section.to}
            component={RouterNavLink}
            to={section.to}
            end={section.end}
            label={t.sections[section.name]}
            active={isCurrent(pathname, section)}
            variant="filled"
            color="blue.8"
            onClick={close}
          />
        ))}
    </Stack>
  );
  if (!isNarrow) return links;
  return (
    <Stack gap="xs">
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={opened ? t.closeMenu : t.openMenu}
        aria-expanded={opened}
        aria-controls="admin-sections"
      />
      <Collapse expanded={opened}>{links}</Collapse>
    </Stack>
  );
};
