import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '@/web/components/error-alert.tsx';
import { messages } from '@/web/i18n/messages.ts';

/**
 * A binding or destructive action behind a confirmation that names what it acts on, with an optional
 * text (a reason, a note) the action needs.
 */
export const ConfirmAction = ({
  label,
  title,
  message,
  textLabel,
  isTextRequired = false,
  color,
  onConfirm,
  isPending,
  error,
  size = 'xs',
}: {
  label: string;
  title: string;
  message: ReactNode;
  textLabel?: string;
  isTextRequired?: boolean;
  color?: string;
  onConfirm: (text: string, close: () => void) => void;
  isPending: boolean;
  error: Error | null;
  size?: 'xs' | 'sm';
}) => {
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState('');
  const close = () => setIsOpen(false);
  return (
    <>
      {/* The light button takes the colour's name, not a shade: with a shade Mantine mixes its background
          with color-mix(), which axe cannot read (it took red.8 itself for the background, 1.2:1). */}
      <Button size={size} variant="light" color={color?.split('.')[0]} onClick={() => setIsOpen(true)}>
        {label}
      </Button>
      <Modal opened={isOpen} onClose={close} title={title}>
        <Stack gap="sm">
          {/* A sentence is a paragraph; richer content (a choice to make) brings its own blocks. */}
          {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
          {textLabel && (
            <Textarea
              label={textLabel}
              required={isTextRequired}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
            />
          )}
          <ErrorAlert error={error} />
          <Group>
            <Button
              color={color}
              loading={isPending}
              disabled={isTextRequired && text.trim() === ''}
              onClick={() => onConfirm(text, close)}
            >
              {label}
            </Button>
            <Button variant="default" onClick={close}>
              {messages.settlementsAdmin.cancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
