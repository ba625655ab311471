/**
 * What the in-page scripts (in-page/, bundled for the scanned page by page-script.ts) offer the
 * engine: each function's arguments and plain-JSON answer. The engine is checked in the Node
 * program, without the DOM's types, and sees only this file; the in-page program checks
 * in-page/index.ts against it (in-page/matches-page-api.ts), so the two cannot drift apart.
 */

export interface CanvasRead {
  script: string;
  call: 'toDataURL' | 'getImageData';
}

export interface TcfAnswer {
  present: boolean;
  tcString: string | null;
  /** The purposes the API says have consent, when it has no TC string to decode. */
  purposes: number[];
}

export interface ChoiceLabels {
  reject: string[];
  accept: string[];
}

export interface MarkedChoices {
  reject: string | null;
  accept: string | null;
}

export interface FieldInfo {
  kind: 'text' | 'email';
  /** The field's name, else its id, else its type. */
  name: string;
}

export interface PolicyLinks {
  /** Links inside the banner with cookie or notice wording, in document order. */
  banner: string[];
  /** Links anywhere whose text names a cookie policy, in document order. */
  named: string[];
}

export interface FrameStorage {
  origin: string;
  local: string[];
  session: string[];
}

export interface PageApi {
  installCanvasProbe(): void;
  canvasReads(): CanvasRead[];
  readTcf(ms: number): Promise<TcfAnswer>;
  markChoices(lists: ChoiceLabels): MarkedChoices;
  guardProbePage(): void;
  hasProbeFields(): boolean;
  findProbeFields(max: number): FieldInfo[];
  focusProbeField(index: number): boolean;
  policyLinks(): PolicyLinks;
  pageText(): string;
  readStorage(maxKeys: number, maxLength: number): FrameStorage;
  linkTargets(maxLinks: number, maxLength: number): string[];
  consentDefaultAt(): number | null;
  selectorsMatch(checks: { selector: string; negated: boolean }[]): boolean;
  sendToAutoconsent(message: unknown): void;
}
