import type { RequestPayload } from '../../lib/send-request';

/** The text fields a request form can show; each is a `template_params` key. */
export type FieldId = Exclude<keyof RequestPayload, 'iAgree'>;

export interface FieldSpec {
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  required: boolean;
  /** Shares a row with its neighbour from `sm` up. */
  half?: boolean;
  /** A 4-row text area. */
  multiline?: boolean;
}

/** Input attributes per field: native checks only (required, type, maxLength). */
export const fieldSpecs: Record<FieldId, FieldSpec> = {
  name: { type: 'text', autoComplete: 'given-name', maxLength: 50, required: true, half: true },
  lastName: {
    type: 'text',
    autoComplete: 'family-name',
    maxLength: 50,
    required: true,
    half: true,
  },
  // 254: the longest address SMTP can carry (RFC 5321 path limit).
  email: { type: 'email', autoComplete: 'email', maxLength: 254, required: true, half: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 20, required: false, half: true },
  company: { type: 'text', autoComplete: 'organization', maxLength: 100, required: true },
  message: { type: 'text', autoComplete: 'off', maxLength: 5000, required: true, multiline: true },
};
