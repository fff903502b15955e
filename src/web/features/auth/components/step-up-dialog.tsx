import { Modal } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { setStepUpHandler } from '@/web/lib/api-client.ts';
import { useSecondFactor } from '../api/get-second-factor.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

const t = messages.secondFactor;

/**
 * Answers the API's STEP_UP_REQUIRED: asks for the second factor in a dialog, and the action that was
 * refused is sent again once it is proved (lib/api-client.ts). Closing the dialog gives the refusal back.
 */
export const StepUpDialog = () => {
  const [opened, setOpened] = useState(false);
  const settle = useRef<((proved: boolean) => void) | null>(null);
  const status = useSecondFactor();
  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setOpened(true);
        }),
    );
    return () => setStepUpHandler(null);
  }, []);
  const close = (proved: boolean) => {
    setOpened(false);
    settle.current?.(proved);
    settle.current = null;
  };
  return (
    <Modal
      opened={opened}
      onClose={() => close(false)}
      title={t.stepUpTitle}
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      {opened && (
        <SecondFactorStep
          intro={t.stepUpIntro}
          passkey={(status.data?.passkeys.length ?? 0) > 0}
          onProved={() => close(true)}
        />
      )}
    </Modal>
  );
};
