import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { openAuthDialog, takeAuthDialogOpener, useAuthDialog } from '@/web/lib/auth-dialog.ts';
import { returnFocus } from '@/web/lib/focus.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

const titles = () => ({
  login: messages.auth.loginTitle,
  signup: messages.auth.signupTitle,
  forgot: messages.auth.forgotTitle,
});

/** Log in, sign up and password recovery, reachable from every page (header buttons). */
const AuthDialog = () => {
  const dialog = useAuthDialog();
  const close = () => openAuthDialog(null);
  // The account menu unmounts this dialog on close (and swaps "Acceder" for the user's menu on login).
  // (A development remount while open, React's StrictMode, finds it still open and leaves focus alone.)
  useEffect(
    () => () => {
      const opener = takeAuthDialogOpener();
      if (opener) returnFocus(opener);
    },
    [],
  );
  return (
    <Modal
      opened={dialog !== null}
      onClose={close}
      title={dialog ? titles()[dialog] : ''}
      size={dialog === 'signup' ? 'xl' : 'md'}
      closeButtonProps={{ 'aria-label': messages.auth.close }}
    >
      {dialog === 'login' && <LoginForm onSuccess={close} />}
      {dialog === 'signup' && <SignupForm />}
      {dialog === 'forgot' && <ForgotPasswordForm />}
    </Modal>
  );
};

export default AuthDialog;
