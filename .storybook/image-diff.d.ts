// pixelmatch 5 and pngjs 3 ship no types; the test-runner hooks use one function of each.
declare module "pixelmatch" {
  export default function pixelmatch(
    a: Uint8Array,
    b: Uint8Array,
    output: Uint8Array | null,
    width: number,
    height: number,
    options?: { threshold?: number; diffMask?: boolean },
  ): number;
}
declare module "pngjs" {
  export const PNG: { sync: { read(buffer: Buffer): { width: number; height: number; data: Uint8Array } } };
}
