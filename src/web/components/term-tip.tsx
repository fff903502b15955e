import { Tooltip } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '@/web/i18n/messages.ts';
import { createReopenGuard, createTapTracker } from '@/web/lib/tooltip-gestures.ts';

export type TTerm = keyof typeof messages.glossary.terms;

/** One clock for the whole page: a global close blocks reopening any tooltip for 300 ms (docs/product.md#the-browser). */
const reopenGuard = createReopenGuard();

/**
 * The one tooltip of the site: a small "?" button after a term that needs explaining (comisión, IVA,
 * depósito, cierre escalonado, puja máxima). It opens on hover, on keyboard focus, on click and on a tap
 * (a touch that moves more than 20 px is a scroll and opens nothing); a tap or click elsewhere or Escape
 * closes it, and then no tooltip reopens for 300 ms. The explanation is also the button's description, so
 * a screen reader reads it whether or not the bubble is showing.
 */
export const TermTip = ({ term }: { term: TTerm }) => {
  const { term: name, text } = messages.glossary.terms[term];
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tap = useRef(createTapTracker());
  const descriptionId = useId();

  const open = () => {
    if (reopenGuard.mayOpen()) setOpened(true);
  };

  useEffect(() => {
    if (!opened) return;
    const closeGlobally = () => {
      reopenGuard.closedGlobally();
      setOpened(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!button.current?.contains(event.target as Node)) closeGlobally();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeGlobally();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);

  return (
    <Tooltip
      label={text}
      opened={opened}
      multiline
      w={260}
      withArrow
      events={{ hover: false, focus: false, touch: false }}
    >
      <button
        ref={button}
        type="button"
        className="term-tip"
        aria-label={messages.glossary.about(name)}
        aria-describedby={descriptionId}
        data-term={term}
        onMouseEnter={open}
        onMouseLeave={() => setOpened(false)}
        onFocus={open}
        onBlur={() => setOpened(false)}
        onClick={() => (opened ? setOpened(false) : open())}
        onTouchStart={(event) => {
          const touch = event.touches[0];
          if (touch) tap.current.start({ x: touch.clientX, y: touch.clientY });
        }}
        onTouchMove={(event) => {
          const touch = event.touches[0];
          if (touch) tap.current.move({ x: touch.clientX, y: touch.clientY });
        }}
        onTouchEnd={(event) => {
          // The tap decides; the click and focus the browser would emulate after it must not toggle again.
          event.preventDefault();
          if (!tap.current.end()) return;
          if (opened) setOpened(false);
          else open();
        }}
      >
        ?
        <span id={descriptionId} className="visually-hidden">
          {text}
        </span>
      </button>
    </Tooltip>
  );
};
