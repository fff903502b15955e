import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { es } from '@/web/i18n/es.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

const t = es.admin.layout;

const sections = [
  { to: '/admin', label: t.sections.dashboard, end: true },
  { to: '/admin/inscripciones', label: t.sections.subscriptions },
  { to: '/admin/subastas', label: t.sections.auctions },
  { to: '/admin/usuarios', label: t.sections.users },
  { to: '/admin/liquidaciones', label: t.sections.settlements },
  { to: '/admin/facturas', label: t.sections.invoices },
  { to: '/admin/cobros', label: t.sections.payments },
  { to: '/admin/depositos', label: t.sections.deposits },
  { to: '/admin/retiradas', label: t.sections.collections },
  { to: '/admin/paginas', label: t.sections.pages },
  { to: '/admin/configuracion', label: t.sections.config },
];

/** The back office: its own lazily loaded chunk, so the public site never downloads it. */
const AdminLayout = () => {
  const user = useCurrentUser();
  usePageTitle(t.title);
  return (
    <RequireLogin title={t.title}>
      {user?.isAdmin ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} size="h2">
              {t.title}
            </Title>
            <Group gap="md" component="nav" aria-label={t.sectionsLabel}>
              {sections.map((section) => (
                <Anchor key={section.to} component={NavLink} to={section.to} end={section.end} fw={600}>
                  {section.label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Outlet />
        </Stack>
      ) : (
        <Alert color="red" role="alert">
          {t.onlyAdmins}
        </Alert>
      )}
    </RequireLogin>
  );
};

export default AdminLayout;
