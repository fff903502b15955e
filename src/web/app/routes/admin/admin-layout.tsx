import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { NavLink, Outlet } from 'react-router';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { RequireLogin } from '@/web/features/auth/components/require-login.tsx';
import { useCurrentUser } from '@/web/lib/session.ts';

const sections = [
  { to: '/admin', label: 'Panel', end: true },
  { to: '/admin/inscripciones', label: 'Inscripciones' },
  { to: '/admin/subastas', label: 'Subastas' },
  { to: '/admin/usuarios', label: 'Usuarios' },
  { to: '/admin/liquidaciones', label: 'Liquidaciones' },
  { to: '/admin/facturas', label: 'Facturas' },
  { to: '/admin/cobros', label: 'Cobros' },
  { to: '/admin/depositos', label: 'Depósitos' },
  { to: '/admin/retiradas', label: 'Retiradas' },
  { to: '/admin/paginas', label: 'Páginas' },
  { to: '/admin/configuracion', label: 'Configuración' },
];

/** The back office: its own lazily loaded chunk, so the public site never downloads it. */
const AdminLayout = () => {
  const user = useCurrentUser();
  usePageTitle('Administración');
  return (
    <RequireLogin title="Administración">
      {user?.isAdmin ? (
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1} size="h2">
              Administración
            </Title>
            <Group gap="md" component="nav" aria-label="Secciones de administración">
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
          Esta sección es solo para administradores.
        </Alert>
      )}
    </RequireLogin>
  );
};

export default AdminLayout;
