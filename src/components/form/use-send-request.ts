import { useCallback, useRef, useState } from 'react';
import type * as SendModule from '../../lib/send-request';
import type { ToastVariant } from '../../lib/toast';

export type SendOutcome = 'sent' | 'failed' | 'busy';

/** The sending module, loaded on the first send. */
type Sender = typeof SendModule;

/**
 * Sends a request once at a time. EmailJS and notistack are loaded here, on the first send, in
 * parallel; a second submit while one is in flight (a double click) is ignored. `send` picks what
 * goes out: `(sender) => sender.sendRequest(payload)`.
 */
export function useSendRequest() {
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const sendAndNotify = useCallback(
    async (
      send: (sender: Sender) => Promise<void>,
      messages: Record<Exclude<SendOutcome, 'busy'>, string>,
    ): Promise<SendOutcome> => {
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setSending(true);
      const toast = import('../../lib/toast');
      let outcome: Exclude<SendOutcome, 'busy'> = 'failed';
      try {
        await send(await import('../../lib/send-request'));
        outcome = 'sent';
      } catch (error) {
        console.error('Form request was not sent:', error);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      const variant: ToastVariant = outcome === 'sent' ? 'default' : 'error';
      try {
        (await toast).showToast(messages[outcome], variant);
      } catch (error) {
        console.error('Toast could not be shown:', error);
      }
      return outcome;
    },
    [],
  );

  return { sending, sendAndNotify };
}
