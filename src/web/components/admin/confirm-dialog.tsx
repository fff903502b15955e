import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';

const t = messages.admin.confirm;

export type TConfirmation = {
  /** The question, naming the record or how many: "¿Rechazar la inscripción de Ana García en Subasta X?" */
  question: string;
  /** What follows from it, when it is not obvious ("Se le enviará un correo."). */
  detail?: ReactNode;
  /** The verb on the confirming button ("Rechazar"). */
  confirmLabel: string;
  /** Red for what destroys or cannot be undone; the house colour otherwise. */
  isDestructive?: boolean;
};

type TConfirmDialogProps = TConfirmation & {
  opened: boolean;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The back office's one confirmation for destructive or binding actions and bulk actions. Focus starts on
 * "Cancelar", so an Enter pressed by habit never confirms.
 */
export const ConfirmDialog = ({
  opened,
  question,
  detail,
  confirmLabel,
  isDestructive = false,
  isPending = false,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) => (
  <Modal opened={opened} onClose={onCancel} title={t.title} centered>
    <Stack gap="md">
      <Text fw={600}>{question}</Text>
      {detail ? <Text size="sm">{detail}</Text> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t.cancel}
        </Button>
        <Button color={isDestructive ? 'red.9' : 'blue.8'} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);

type TConfirmButtonProps = ButtonProps & {
  confirmation: TConfirmation;
  onConfirm: () => void;
  isPending?: boolean;
  children: ReactNode;
  'aria-label'?: string;
};

/** A button that asks before acting: the usual shape of "Eliminar", "Rechazar", "Cerrar", "Adjudicar". */
export const ConfirmButton = ({
  confirmation,
  onConfirm,
  isPending,
  children,
  ...buttonProps
}: TConfirmButtonProps) => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button {...buttonProps} onClick={() => setOpened(true)}>
        {children}
      </Button>
      <ConfirmDialog
        {...confirmation}
        opened={opened}
        isPending={isPending}
        onCancel={() => setOpened(false)}
        onConfirm={() => {
          setOpened(false);
          onConfirm();
        }}
      />
    </>
  );
};
