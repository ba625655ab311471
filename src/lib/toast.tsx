/**
 * Toasts (notistack). The only module that imports notistack; forms load it with `import()` after
 * a send, so it stays off first load. It mounts its own small React root on first use, outside
 * the hydrated app, and keeps it for the life of the page so a toast survives navigation.
 */
// Before notistack: its style sheet is created through a Trusted Types sink.
import './trusted-types';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { tokens } from '../theme/tokens';
import { sizeVariants } from '../theme/typography';

export type ToastVariant = 'default' | 'error';

const background: Record<ToastVariant, string> = {
  default: tokens.color.ink,
  error: tokens.color.error,
};

let mounted = false;

function mountProvider() {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  // Synchronous, so the provider exists before the first toast is queued.
  flushSync(() =>
    createRoot(container).render(
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={8000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        style={{ fontFamily: tokens.font.family, ...sizeVariants.textBase }}
      />,
    ),
  );
}

export function showToast(message: string, variant: ToastVariant) {
  mountProvider();
  enqueueSnackbar(message, { variant, style: { backgroundColor: background[variant] } });
}
