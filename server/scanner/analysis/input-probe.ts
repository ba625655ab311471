/**
 * The input probe's marked values, and every form in which a request can carry one: as typed,
 * percent-encoded, base64 (also inside a longer base64 text, and URL-safe), and as an MD5 or
 * SHA-256 hex digest of the value and, for an email, of its lower-cased trimmed form (what ad
 * platforms hash before sending). Pure functions over strings, no browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { InputEncoding } from '../../../packages/scanner-contract/report';

export type FieldKind = 'text' | 'email';

export interface ProbeField {
  kind: FieldKind;
  /** The field's name, id or type, as the report names it. */
  name: string;
  value: string;
}

/** A random mark for one scan: no page can hold it by chance. */
export const probeToken = (): string => randomBytes(6).toString('hex');

/**
 * The value typed into the `index`-th field. The email has capitals so that a digest of the
 * normalised address differs from a digest of the address as typed; `.invalid` is reserved
 * (RFC 2606) and reaches no one.
 */
export function probeValue(kind: FieldKind, token: string, index: number): string {
  return kind === 'email'
    ? `Tarama.${token}${index}@Ornek.invalid`
    : `TaramaDeneme${token}${index}`;
}

interface Needle {
  text: string;
  encoding: InputEncoding;
}

/**
 * What `value` looks like in base64 wherever it starts inside a longer base64 text: encoded after
 * 0, 1 and 2 bytes of padding, less the characters that also depend on the bytes around it.
 */
export function base64Fragments(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const fragments: string[] = [];
  for (const offset of [0, 1, 2]) {
    const total = offset + bytes.length;
    let text = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    text = text.slice(Math.ceil((offset * 8) / 6));
    if (total % 3 !== 0) text = text.slice(0, -1);
    fragments.push(text, text.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(fragments)].filter((fragment) => fragment.length >= 8);
}

const digest = (algorithm: 'md5' | 'sha256', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex');

/** Every form of one field's value a request is searched for, in the order they are tried. */
export function needlesOf(field: ProbeField): Needle[] {
  const forms = [field.value];
  if (field.kind === 'email') forms.push(field.value.trim().toLowerCase());
  const needles: Needle[] = [{ text: field.value, encoding: 'plain' }];
  needles.push(
    ...base64Fragments(field.value).map((text) => ({ text, encoding: 'base64' as const })),
  );
  for (const form of new Set(forms)) {
    needles.push({ text: digest('md5', form), encoding: 'md5' });
    needles.push({ text: digest('sha256', form), encoding: 'sha256' });
  }
  return needles;
}

const percentDecoded = (text: string): string | null => {
  if (!text.includes('%')) return null;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

export interface Capture {
  /** The index of the field in the list the matcher was made with. */
  field: number;
  encoding: InputEncoding;
}

/**
 * A matcher for the given fields: which of them, and how encoded, a request's texts (its address,
 * body and header values) carry. A value found only once percent-decoded counts as `url`; digests
 * are compared without regard to case.
 */
export function inputMatcher(fields: ProbeField[]): (texts: string[]) => Capture[] {
  const needles = fields.map(needlesOf);
  return (texts) => {
    const captures: Capture[] = [];
    const raw = texts.join('\n');
    const decoded = texts
      .map(percentDecoded)
      .filter((text) => text !== null)
      .join('\n');
    const lower = `${raw}\n${decoded}`.toLowerCase();
    needles.forEach((list, field) => {
      const found = new Set<InputEncoding>();
      for (const needle of list) {
        if (needle.encoding === 'plain') {
          if (raw.includes(needle.text)) found.add('plain');
          else if (decoded.includes(needle.text)) found.add('url');
        } else if (needle.encoding === 'md5' || needle.encoding === 'sha256') {
          if (lower.includes(needle.text)) found.add(needle.encoding);
        } else if (raw.includes(needle.text) || decoded.includes(needle.text)) {
          found.add(needle.encoding);
        }
      }
      for (const encoding of found) captures.push({ field, encoding });
    });
    return captures;
  };
}
