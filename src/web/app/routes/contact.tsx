import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TContact } from '@/common/schemas/config-data.ts';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useConfigData } from '@/web/features/config-data/api/get-config-data.ts';
import { ContactForm } from '@/web/features/contact/components/contact-form.tsx';
import { es } from '@/web/i18n/es.ts';

const LocationMap = lazy(() => import('@/web/components/location-map.tsx'));

const ContactPage = () => {
  usePageTitle(es.contact.title);
  const query = useConfigData<TContact>('contact');
  return (
    <Stack gap="lg">
      <Title order={1}>{es.contact.title}</Title>
      <Text maw={720}>{es.contact.intro}</Text>
      <QueryState query={query}>
        {(contact) => (
          <Paper withBorder p="md" maw={720}>
            <Title order={2} size="h4" mb="sm">
              {contact.companyName}
            </Title>
            <Table>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{es.contact.address}</Table.Th>
                  <Table.Td>{contact.address}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{es.contact.phone}</Table.Th>
                  <Table.Td>
                    <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{es.contact.email}</Table.Th>
                  <Table.Td>
                    <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{es.contact.hours}</Table.Th>
                  <Table.Td>{contact.hours}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </QueryState>
      {query.data?.location && (
        <Suspense fallback={null}>
          <LocationMap location={query.data.location} label={`Mapa: ${query.data.address}`} />
        </Suspense>
      )}
      <Paper withBorder p="md" maw={720}>
        <Title order={2} size="h4" mb="sm">
          Escríbenos
        </Title>
        <ContactForm />
      </Paper>
    </Stack>
  );
};

export default ContactPage;
