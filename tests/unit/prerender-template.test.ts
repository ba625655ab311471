import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../tools/build/prerender.ts';

const template =
  '<!doctype html>\n<html lang="tr">\n  <head><!--app-head--></head>\n  <body><div id="root"><!--app-html--></div></body>\n</html>';

describe('prerender template', () => {
  it("inserts copy with $&, $', $` and $$ literally (String.replace patterns are not applied)", () => {
    const body = "<p>Fiyat: $$29 ve $& ile $' ve $` aynen kalır</p>";
    const head = '<title>$& $$ title</title>';
    const html = fillTemplate(template, { htmlAttributes: 'lang="en" dir="ltr"', head, body });
    expect(html).toContain(body);
    expect(html).toContain(head);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('<!--app-');
  });
});
