import { Alert, Anchor, Container } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@/web/i18n/messages.ts';
import { paths } from '@/web/lib/paths.ts';
import { useCurrentUser } from '@/web/lib/session.ts';

/**
 * When mail to the user's address was refused (`hasWrongEmail`), every page asks them to fix it: until
 * they do, no e-mail (alerts included) is sent to them.
 */
export const WrongEmailNotice = () => {
  const user = useCurrentUser();
  if (!user?.hasWrongEmail) return null;
  return (
    <Container size="lg" mt="md">
      <Alert
        color="orange"
        variant="light"
        title={messages.account.wrongEmailTitle}
        data-testid="wrong-email"
      >
        {messages.account.wrongEmail(user.email)}{' '}
        <Anchor component={Link} to={paths.accountData('contacto')}>
          {messages.account.fixEmail}
        </Anchor>
      </Alert>
    </Container>
  );
};
