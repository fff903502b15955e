import {
  Badge,
  createTheme,
  defaultVariantColorsResolver,
  FileInput,
  MantineProvider,
  Modal,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TLanguage } from '@/common/language.ts';
import { currentLanguage } from '@/web/i18n/language.ts';
import { messages } from '@/web/i18n/messages.ts';
import { queryClient } from '@/web/lib/query-client.ts';

/**
 * Mantine draws a subtle button's text in at most shade 6 whatever shade it is given, so `color="red.9"`
 * came out red.6: 3.3:1 on white, below WCAG AA. Here the shade asked for is the shade drawn.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant !== 'subtle' || !parsed.isThemeColor || parsed.shade === undefined) return colors;
  return { ...colors, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
};

/** The theme names some of Mantine's buttons in the current language: one theme per language, made on first use. */
const siteTheme = () =>
  createTheme({
    variantColorResolver,
    // Someone who asked their system for less motion (vestibular disorders) gets dialogs and menus without
    // their fade and pop.
    respectReducedMotion: true,
    primaryColor: 'blue',
    primaryShade: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '700' },
    defaultRadius: 'md',
    components: {
      // A dialog's "×" is a button drawn as an icon: without a name a screen reader says only "button"
      // (axe-core's button-name). Dialogs that say more ("Cerrar la imagen") give their own.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': messages.auth.close } } }),
      // A badge too long for its cell wraps instead of being cut ("PENDIENTE DE P…" said nothing).
      Badge: Badge.extend({
        styles: {
          root: { height: 'auto', minHeight: 'var(--badge-height)', lineHeight: 1.4, maxWidth: '100%' },
          label: { whiteSpace: 'normal', overflow: 'visible' },
        },
      }),
      // A file field's "×", which forgets the file chosen, needs a name as the dialog's does.
      FileInput: FileInput.extend({
        defaultProps: { clearButtonProps: { 'aria-label': messages.fileInput.clear } },
      }),
      // Mantine names the eye of a password field in English ("Toggle password visibility"). A plain object,
      // so the theme does not pull the password field into every page's bundle.
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': messages.bidder.passwordVisibility } },
      },
    },
  });

const themes = new Map<TLanguage, ReturnType<typeof createTheme>>();

const currentTheme = () => {
  const language = currentLanguage();
  let theme = themes.get(language);
  if (!theme) {
    theme = siteTheme();
    themes.set(language, theme);
  }
  return theme;
};

/** The server passes the cache of the page it renders; the browser uses its own, for the whole visit. */
export const Providers = ({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) => (
  <MantineProvider theme={currentTheme()}>
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  </MantineProvider>
);
