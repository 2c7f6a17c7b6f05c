/**
 * An idempotency key derived from an action's key and a label (`file:0`, `remote-update`): the
 * same inputs always give the same UUID, so a replay of the action re-sends each of its calls
 * with the key it used the first time (the server answers the stored result, no second file).
 */
const toUuid = (bytes: Uint8Array): string => {
  const b = Array.from(bytes.slice(0, 16));
  // The version nibble says 5 (name-based) so that UUID validators accept the key; the bytes are SHA-256
  // of the text (no namespace), not RFC 4122's SHA-1 construction. Keys already queued depend on these bits.
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x50;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const h = b.map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};

/** 128 bits of a non-cryptographic hash, where SubtleCrypto is missing (insecure contexts). */
const fallbackHash = (text: string): Uint8Array => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const out = new Uint8Array(16);
  new DataView(out.buffer).setUint32(0, (h1 ^ h2 ^ h3 ^ h4) >>> 0);
  new DataView(out.buffer).setUint32(4, (h2 ^ h1) >>> 0);
  new DataView(out.buffer).setUint32(8, (h3 ^ h1) >>> 0);
  new DataView(out.buffer).setUint32(12, (h4 ^ h1) >>> 0);
  return out;
};

export const derivedKey = async (base: string, label: string): Promise<string> => {
  const text = `${base}:${label}`;
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) return toUuid(fallbackHash(text));
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toUuid(new Uint8Array(digest));
};
