/**
 * What an uploaded file really is, from its first bytes. The file name and the declared type
 * are the sender's claims and are never trusted; SVG is refused because it can carry script.
 */
export const IMAGE_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

export function isImageExtension(value: string): value is ImageExtension {
  return Object.hasOwn(IMAGE_CONTENT_TYPES, value);
}

function startsWith(bytes: Buffer, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const SIGNATURES: readonly { extension: ImageExtension; matches: (bytes: Buffer) => boolean }[] = [
  {
    extension: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { extension: 'jpg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    extension: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    extension: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

export function sniffImage(bytes: Buffer): ImageExtension | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.extension;
}
