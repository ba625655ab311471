declare module 'fontverter' {
  export function convert(
    buffer: Uint8Array,
    to: 'truetype' | 'sfnt' | 'woff' | 'woff2',
    from?: string,
  ): Promise<Buffer>;
  export function detectFormat(buffer: Uint8Array): string;
}
