import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { TContact } from '@/common/schemas/config-data.ts';
import { BrowserOnly } from '@/web/components/browser-only.tsx';
import { LazyLocationMap } from '@/web/components/lazy-location-map.tsx';
import { usePageTitle } from '@/web/components/page-title.tsx';
import { QueryState } from '@/web/components/query-state.tsx';
import { useConfigData } from '@/web/features/config-data/api/get-config-data.ts';
import { messages } from '@/web/i18n/messages.ts';

// The form's validation rules (phone numbers of every country) are the heaviest part of the page: they
// download right after the first paint.
const ContactForm = lazy(() =>
  import('@/web/features/contact/components/contact-form.tsx').then((module) => ({
    default: module.ContactForm,
  })),
);

/** The form's room, kept while its code arrives so that nothing below it moves. */
const formSpace = <div style={{ minHeight: 420 }} />;

const ContactPage = () => {
  usePageTitle(messages.contact.title);
  const query = useConfigData<TContact>('contact');
  return (
    <Stack gap="lg">
      <Title order={1}>{messages.contact.title}</Title>
      <Text maw={720}>{messages.contact.intro}</Text>
      <QueryState query={query}>
        {(contact) => (
          <Paper withBorder p="md" maw={720}>
            <Title order={2} size="h4" mb="sm">
              {contact.companyName}
            </Title>
            <table className="data-table">
              <tbody>
                <tr>
                  <th scope="row">{messages.contact.address}</th>
                  <td>{contact.address}</td>
                </tr>
                <tr>
                  <th scope="row">{messages.contact.phone}</th>
                  <td>
                    <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Anchor>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{messages.contact.email}</th>
                  <td>
                    <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{messages.contact.hours}</th>
                  <td>{contact.hours}</td>
                </tr>
              </tbody>
            </table>
          </Paper>
        )}
      </QueryState>
      {query.data?.location && (
        <LazyLocationMap location={query.data.location} label={messages.lots.mapOf(query.data.address)} />
      )}
      <Paper withBorder p="md" maw={720}>
        <Title order={2} size="h4" mb="sm">
          {messages.contact.writeToUs}
        </Title>
        <BrowserOnly fallback={formSpace}>
          <Suspense fallback={formSpace}>
            <ContactForm />
          </Suspense>
        </BrowserOnly>
      </Paper>
    </Stack>
  );
};

export default ContactPage;
